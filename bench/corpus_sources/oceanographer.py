"""Uxía Fernández Rial, a zooplankton ecologist (postdoc) at a marine research institute in Vigo, Galicia: a winter
research cruise she is getting ready for, the revision of her copepod paper, her late grandmother's village house,
her women's trainera rowing club, and registering as a couple (parella de feito) with her partner Tiago.

Written by hand in session 8 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it; the integrator ran it once, at the end of that session. Its misses have been read since, so from
session 9 it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new test corpus took its
place.

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

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

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

BR = "brave-browser"
WA = "WhatsApp - Brave"
WA2 = "(2) WhatsApp - Brave"
WA3 = "(3) WhatsApp - Brave"
WA_URL = "https://web.whatsapp.com/"
GM_URL = "https://mail.google.com/mail/u/0/#inbox"
EV = "evolution"
INBOX = "Inbox - Evolution"  # a message read in the folder view
SL = "slack"
SG = "signal"
SIGNAL = "Signal"
OK = "okular"
LC = "libreoffice-calc"
LW = "libreoffice-writer"
RS = "rstudio"
RSTUDIO = "calanus-jpr - RStudio"
INK = "inkscape"
LQ = "logseq"
LOGSEQ = "Logseq"


def _b(title: str) -> str:
    return f"{title} - Brave"


def _gm(subject: str) -> str:
    return f"{subject} - uxia.frial@gmail.com - Gmail - Brave"


def _ch(channel: str) -> str:
    return f"{channel} (Channel) - Plancton Vigo - Slack"


def _dm(person: str) -> str:
    return f"{person} (DM) - Plancton Vigo - Slack"


def _ok(file: str) -> str:
    return f"{file} — Okular"


def _lc(file: str) -> str:
    return f"{file} - LibreOffice Calc"


def _ink(file: str) -> str:
    return f"{file} - Inkscape"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "cruise": [
        c("stations", SL, _ch("zoogal-27"), "",
          "Rosa Outeiral: Draft station list for ZOOGAL-27 is in the shared drive (ZOOGAL27_stations.ods). 24 stations "
          "on three transects: T1 off Baiona, T2 off Cíes-Ons, T3 off Arousa. CTD + WP2 at every station, Bongo only "
          "at "
          "the shelf-break ones (T1-5, T2-6, T3-7). @Uxía can you check the net times fit in the ship time?",
          "ship time 11 days incl 1.5 transit. tight", "planning, research"),
        c("stations", LC, _lc("ZOOGAL27_stations.ods"), "", "",
          "T3-7 at 1800m?? WP2 to 200 only then", "planning",
          ocr="Stn     Lat         Lon          Depth(m)  CTD  WP2  Bongo  Est.time\nT1-1    42 07.8N    "
              "008 53.1W    45        x    x           0:55\nT1-2    42 06.9N    008 59.4W    92        x    x"
              "           1:05\nT1-5    42 04.2N    009 21.7W    310       x    x    x      2:10\nT2-3    42 12.9N    "
              "008 57.8W    118       x    x           1:10\nT2-6    42 14.1N    009 18,2W    640       x    x    x"
              "      2:40\nT3-7    42 31 .5N   009 24.9W    1800      x    x    x      3:35\nTOTAL 24 stns"
              "                                      52:40"),
        c("stations", OK, _ok("SdG_manual_cientifico_2025.pdf"), "",
          "Chigre hidrográfico: 6.000 m de cable electromecánico de 11 mm. Velocidad máxima de virado con redes de "
          "plancton: 1 m/s; para muestreos verticales se recomienda 0,5 m/s. El pórtico de popa admite redes Bongo y "
          "WP2; la roseta CTD se larga por la banda de estribor.",
          "WP2 200m at 0.5 m/s = ~7 min each way. ok", "research, experiment"),
        c("stations", LQ, LOGSEQ, "",
          "[[ZOOGAL-27]] net time per stn: CTD 45 min shelf / 1h20 slope; WP2 x3 replicate hauls 20 min; Bongo 35 min. "
          "24 stns -> ~52 h sampling + steaming at 9 kn between transects.",
          "fits if no weather. there's always weather", "planning"),
        c("boarding", EV, "Documentación para embarcar - ZOOGAL-27", "",
          "Para embarcar en el B/O Sarmiento de Gamboa todo el personal científico debe presentar: certificado de "
          "reconocimiento médico de embarque marítimo en vigor (ISM), certificado de Formación Básica en Seguridad "
          "(STCW) y el formulario de embarque de la UTM con un contacto de emergencia. Plazo: 24 de noviembre. "
          "Un saludo, Secretaría UTM-CSIC",
          "my medical expired in sept. cita ISM asap", "email, deadline"),
        c("boarding", BR, _b("Cita previa - Reconocimientos médicos de embarque marítimo - Seguridad Social"),
          "https://sede.seg-social.gob.es/ism/citaprevia/reconocimientos",
          "Instituto Social de la Marina. Cita previa para reconocimiento médico de embarque marítimo. Centro: Vigo, "
          "Avenida de Orillamar 51. Primera fecha disponible: jueves 18/11/2027, 08:40. Debe acudir en ayunas, con DNI "
          "y, si lo tiene, el último reconocimiento o libreta marítima.",
          "thu 18 8:40, fasting. booked", "reservation, health"),
        c("gear", LQ, LOGSEQ, "",
          "ZOOGAL gear: dry shipper (LN2) x1, formalin 4% 20 L buffered with borax, 200 Falcon 50 mL, -80 boxes x6 for "
          "the FA samples, sieves 200 µm + 63 µm, WP2 cod ends x3 spare, labels printed on waterproof paper, "
          "Bogorov trays x2.",
          "LN2 - who fills the dry shipper? Loli?", "planning"),
        c("stations", SL, _dm("Brais Otero"), "",
          "Brais Otero: could we add 2 night stations on T2? For the diel vertical migration bit of my chapter. "
          "Day/night "
          "pairs at T2-3 and T2-5, same WP2 hauls, just after 23:00. It's ~4 h of ship time in total.",
          "+4h. ask Rosa, not me", "communication, experiment"),
        c("boarding", LQ, LOGSEQ, "",
          "ISM thu: fasting from midnight, DNI, old medical (2025), glasses. They do audiometry, vision, ECG and "
          "bloods. "
          "Back at the institute ~10:30.",
          "no coffee till 10. going to be a monster", "health"),
        c("gear", OK, _ok("UTM_normas_carga_mercancias_peligrosas.pdf"), "", "",
          "formalin needs the SDS taped ON the box. UN2209", "planning",
          ocr="UNIDAD DE TECNOLOGIA MARINA  CSIC\n4 MERCANCIAS PELIGROSAS A BORDO\n4.1 Todo producto quimico "
              "debera embarcarse en su envase original o en envase homologado,convenientemente etiquetado\n4.2 Se "
              "adjuntara la Ficha de Datos de Seguridad(FDS)en el exterior del bulto\n4.3 Formaldehido en solucion"
              "(UN2209,clase 8):maximo 25L por grupo,en contenedor secundario estanco\n4.4 Nitrogeno liquido:solo en"
              " dry shipper o dewar cerrado No se admiten dewars abiertos\n4.5 El material se estibara en el "
              "pañol de quimicos bajo supervision del tecnico de la UTM"),
        c("gear", BR, _b("Formaldehyde solution, 37% w/w, stabilised, 2.5 L | Fisher Scientific"),
          "https://www.fishersci.es/shop/products/formaldehyde-solution-37/11344393",
          "Formaldehyde solution, 37% w/w, stabilised with 10% methanol, Thermo Scientific. 2.5 L glass bottle. "
          "Price: 74,60 € (excl. VAT). Hazardous: H301+H311+H331, H314, H317, H341, H350. Shipping restricted to "
          "registered laboratories. Usually dispatched within 2-3 days.",
          "2 bottles = 5 L of 37% = ~46 L at 4%. check stock first", "shopping, price"),
        c("boarding", BR, _b("Mis citas y resultados - Instituto Social de la Marina"),
          "https://sede.seg-social.gob.es/ism/misresultados", "",
          "APTO. 2 yrs. send pdf to UTM", "health",
          ocr="Instituto Social de la Marina\nRECONOCIMIENTO MEDICO DE EMBARQUE MARITIMO\nApellidos y nombre "
              "FERNANDEZ RIAL UXIA\nDNI 3*****18K\nFecha reconocimiento 18/11/2027\nCalificacion APTO\nValido hasta"
              " 18/11/2029\nObservaciones: usa lentes correctoras\nDescargar certificado(PDF)"),
        c("boarding", OK, _ok("STCW_formacion_basica_UFR.pdf"), "", "",
          "valid till 2028 phew. one less thing", "course",
          ocr="MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE\nDireccion General de la Marina Mercante\n"
              "CERTIFICADO DE SUFICIENCIA\nFORMACION BASICA EN SEGURIDAD\n(Regla VI/1 del Convenio STCW)\nD/Da "
              "UXIA FERNANDEZ RIAL\nFecha de expedicion 14/03/2023\nFecha de caducidad 13/03/2028\nCentro de "
              "formacion:lnstituto Maritimo Pesquero de Vigo"),
        c("boarding", BR, _b("Formulario de embarque - Campañas UTM"),
          "https://www.utm.csic.es/embarque/formulario?campana=ZOOGAL-27", "",
          "emergency contact: tiago. talla botas 39", "planning",
          ocr="FORMULARIO DE EMBARQUE  Campana ZOOGAL-27  B/O Sarmiento de Gamboa\nNombre y apellidos\nUxia "
              "Fernandez Rial\nInstitucion IIM-CSIC  Cargo Investigadora postdoctoral\nGrupo sanguineo [A+]\nAlergias"
              "/medicacion habitual\nContacto de emergencia(nombre,relacion,telefono)\nTalla de mono [M]  Talla de "
              "botas[ ]\nFirma _________  Enviar a embarque@utm.csic.es"),
        c("gear", EV, "Pedido 2027/1184 - pendiente de firma", "",
          "Servicio de Compras: El pedido 2027/1184 (Fisher Scientific: 2 x Formaldehído 37% 2,5 L; 1 x Sodio "
          "tetraborato 500 g) queda pendiente de la firma de la investigadora principal del proyecto. Hasta entonces "
          "no "
          "se tramita con el proveedor.",
          "Rosa has to sign. she's in Madrid till wed", "email, shopping"),
        c("boarding", SG, SIGNAL, "",
          "Tiago: posso ser o teu contacto de emergência no barco? 😄 Mesmo antes de sermos oficiais. Ponho o número "
          "português ou o espanhol?",
          "the spanish one. +34", "communication"),
        c("stations", INK, _ink("zoogal27_stations_map.svg"), "", "",
          "send map to UTM w/ the final list", "planning",
          ocr="ZOOGAL-27  Estaciones\n43 N\nT3\nRia de Arousa\nT3-1 T3-2 T3-3 T3-4T3-5 T3-6 T3-7 T3-8 T3-9\nIlla de "
              "Ons\nT2"
              "\nIllas Cies\nT2-1T2-2 T2-3 T2-4 T2-5 T2-6 T2-7 T2-8\nRia de Vigo\nBaiona\nT1-1 T1-2 T1-3 T1-4 T1-5 "
              "T1-6 T1-7\n200m\n"
              "1000 m\n9 30 W   9 00W   8 30 W"),
        c("stations", EV, "ZOOGAL-27: plan de campaña y derrota", "",
          "Hola Uxía: para preparar la derrota necesitamos el listado definitivo de estaciones con las coordenadas en "
          "grados decimales (WGS84) y la profundidad aproximada, antes del jueves 25. Si hay estaciones nocturnas, "
          "indicad la hora aproximada. Gracias, Álvaro (UTM, jefe de equipo técnico)",
          "decimal degrees. my sheet is in DMS. argh", "email, deadline"),
        c("gear", SL, _dm("Loli Sampaio"), "",
          "Loli Sampaio: O dry shipper está no almacén do baixo. Hai que cargalo con nitróxeno 48 h antes para que "
          "absorba ben. Se o queres para o luns, énchese o venres pola mañá, que eu o sábado non veño.",
          "fill fri 26 AM. same morning as the notary. ugh", "communication, planning"),
        c("stations", SL, _ch("zoogal-27"), "",
          "Rosa Outeiral: OK to Brais's night pair at T2-3 only, not T2-5. We drop T3-8 instead, it was always the one "
          "we skip when the weather turns. @Uxía please update the sheet and the map and send the final list to "
          "Álvaro.",
          "final: 24 stns -1 +1 night. update sheet + map", "communication, planning"),
        c("stations", LC, _lc("ZOOGAL27_stations_final.ods"), "",
          "Stn\tLat\tLon\tDepth_m\tNotes\nT1-1\t42.1300\t-8.8850\t45\t\nT1-5\t42.0700\t-9.3617\t310\tBongo\n"
          "T2-3\t42.2150\t-8.9633\t118\tday\nT2-3N\t42.2150\t-8.9633\t118\tnight, ~23:00\nT2-6\t42.2350\t-9.3033\t640\t"
          "Bongo\nT3-7\t42.5250\t-9.4150\t1800\tBongo, WP2 0-200 only",
          "sent to Álvaro 17:40. done done", "planning"),
        c("boarding", EV, "Re: Documentación embarque Fernández Rial", "",
          "Recibido: reconocimiento médico (apto hasta 2029) y certificado de Formación Básica. Falta el formulario de "
          "embarque firmado; sin firma no podemos tramitar el seguro. Camarote 12, compartido con Dolores Sampaio.",
          "signed form - printer on 2nd floor is dead. scan from phone", "email"),
        c("gear", LC, _lc("congelador_-80_B.ods"), "", "",
          "6 boxes free in rack 3. reserve for FA", "planning",
          ocr="Congelador -80 B (lab 1.14)   actualizado 23/11/2027\nRack  Caja  Contenido              Proyecto"
              "    Resp.\n3     1     Calanus FA ZOOGAL-26    ZOOGAL      UFR\n3     2     libre\n3     3     "
              "libre\n3     4     Acartia RNA 2026        BOAS        BO\n3     5-8   libre\n4     1-9   Muestras "
              "Ria Vigo  RADIALES   RO\nTOTAL LIBRES rack 3: 6"),
        c("boarding", SL, _ch("zoogal-27"), "",
          "Brais Otero: reminder for first-timers and everyone else: no alcohol on board, safety boots mandatory on "
          "the "
          "working deck, hard hat at the A-frame. Seasickness: the ship's doctor only has Biodramina, so bring your "
          "own "
          "Scopoderm patches if you use them (prescription needed).",
          "scopolamine patch. farmacia w/ prescription. GP before fri?", "health, communication"),
        c("gear", SG, SIGNAL, "",
          "Tiago: amor, posso levar as caixas ao porto na segunda? Tenho folga até às 15h e a carrinha do teatro está "
          "livre. Quantas caixas são?",
          "yes!! 7 boxes + the dry shipper", "communication"),
        c("gear", EV, "Carga de material ZOOGAL-27 - lunes 29", "",
          "La carga de material científico se realizará el lunes 29 de noviembre de 9:00 a 12:00 en el muelle de "
          "Bouzas. Todo bulto debe ir etiquetado con el grupo y la campaña. El nitrógeno líquido NO se embarca en "
          "dewars abiertos. Los productos químicos se entregan en mano al técnico de la UTM.",
          "T. with the van 9:00. labels tonight", "email, deadline"),
        c("stations", BR, _b("Predición mariña - MeteoGalicia"),
          "https://www.meteogalicia.gal/observacion/mar/predicion",
          "Mércores 1: vento do noroeste forza 5 a 6, arreciando a forza 7 no litoral de Fisterra pola tarde. Mar de "
          "fondo do noroeste de 3 a 4 metros. Xoves 2: amainando a forza 3 a 4; mar de fondo de 2 metros.",
          "wed ugly. T1 first (sheltered), T3 when the swell drops", "planning"),
        c("gear", LQ, LOGSEQ, "",
          "Mon 29 loading: 7 boxes + dry shipper in lab 2 (aft bench), formalin in the chem locker w/ Álvaro, -80 "
          "boxes "
          "to the ship freezer. Missing: spare cod end (in my car??)",
          "cod end was in the car. ofc", "planning"),
    ],
    "paper": [
        c("reviewers", EV, "Journal of Plankton Research - Decision on Manuscript ID JPR-2027-0418", "",
          "Dear Dr Fernández Rial, Your manuscript 'Winter survival of Calanus helgolandicus on the Galician shelf' "
          "has "
          "been reviewed. The reviewers' comments are included below. The editor recommends a major revision. Please "
          "submit the revised manuscript together with a point-by-point response to the reviewers by 26 November "
          "2027. Sincerely, Dr Annika Lund, Associate Editor",
          "26 nov. 11 days and then the cruise. no extension, Rosa says", "email, deadline, submission"),
        c("reviewers", OK, _ok("JPR-2027-0418_reviews.pdf"), "",
          "Reviewer 2, comment 2.2: The authors fit separate GLMs per transect and treat repeated samples from the "
          "same "
          "station as independent replicates. They are clearly not independent. I recommend a mixed model with station "
          "as a random effect, and a check for zero inflation, given the many zero counts of C5 copepodites in "
          "January.",
          "R2 is right, annoyingly. GLMM w/ station RE + ZI", "paper, statistics"),
        c("reviewers", OK, _ok("JPR-2027-0418_reviews.pdf"), "",
          "Reviewer 1, comment 5: The Discussion would benefit from a comparison with the overwintering of Calanus "
          "finmarchicus in the Norwegian Sea. Line 214: 'diapause' is used loosely; either define it or use "
          "'overwintering'.",
          "easy. cite Hirche? ask Ellie", "paper, literature"),
        c("models", RS, RSTUDIO, "",
          "library(glmmTMB)\ncal <- read.csv(\"data/calanus_winter_2019_2025.csv\")\n"
          "m1 <- glmmTMB(C5 ~ temp_50m * month + chla + (1 | station),\n"
          "              offset = log(vol_filtered), family = nbinom2, data = cal)\nsummary(m1)",
          "nbinom2 first, then ZI", "statistics"),
        c("models", RS, RSTUDIO, "", "",
          "of course. scale temp?", "statistics",
          ocr="> m1 <- glmmTMB(C5 ~ temp_50m * month + chla + (1 | station),\n+ offset = log(vol_filtered),family ="
              " nbinom2,data = cal)\nWarning message:\nIn fitTMB(TMBStruc):\nModel convergence problem;non-positive-"
              "definite Hessian matrix.See vignette('troubleshooting')\n> summary(m1)\nAIC     BIC    logLik   "
              "deviance df.resid\nNA      NA     NA       NA       396"),
        c("models", BR, _b("Troubleshooting with glmmTMB"),
          "https://cran.r-project.org/web/packages/glmmTMB/vignettes/troubleshooting.html",
          "Model convergence problem; non-positive-definite Hessian matrix. This warning often occurs when a model is "
          "overparameterized, e.g. when a random-effect variance is estimated to be zero or the predictors are on very "
          "different scales. Try rescaling continuous predictors, or simplifying the random-effects structure.",
          "station variance ~0? would be funny after R2", "statistics, library"),
        c("models", RS, RSTUDIO, "", "",
          "converged. temp effect holds, smaller", "statistics",
          ocr="Family:nbinom2 ( log )\nConditional model:\n              Estimate Std.Error z value Pr(>|z|)\n"
              "(Intercept)    2.3141    0.2108   10.98  <2e-16 ***\ntemp_50m_s    -0.4817    0.0969   -4.97 6.7e-07 "
              "***\nmonthFeb       0.6020    0.1532    3.93 8.5e-05 ***\nchla_s         0.1883    0.0874    2.15  "
              "0.0312 *\nRandom effects:\nGroups  Name        Variance Std.Dev.\nstation (Intercept) 0.3106   0.5573"
              "\nNumber of obs:412,groups: station,14"),
        c("reviewers", LW, "response_to_reviewers_v2.odt - LibreOffice Writer", "",
          "Response 2.2: We thank the reviewer for this important point. We have refitted all survival models as "
          "generalised linear mixed models (glmmTMB) with station as a random intercept and a negative binomial error "
          "distribution. [ZI: TBC] The effect of temperature at 50 m remains negative and significant.",
          "placeholder till the models are done. don't promise ZI yet", "draft, writing"),
        c("reviewers", EV, "Re: JPR revision - who does what", "",
          "Hi Uxía, happy to take R1's comments 4-7 (the overwintering comparison and the diapause wording). I'd keep "
          "'diapause' but define it in the Introduction, Hirche 1996 is the standard reference. Tracked changes to you "
          "by Friday. x Ellie",
          "ellie on R1 4-7. me R2 all", "email, paper"),
        c("models", BR, _b("DHARMa: residual diagnostics for hierarchical (multi-level/mixed) regression models"),
          "https://cran.r-project.org/web/packages/DHARMa/vignettes/DHARMa.html",
          "testZeroInflation() compares the distribution of expected zeros in the data against the observed zeros. A "
          "ratio of observed to simulated zeros above 1 indicates that the fitted model produces fewer zeros than "
          "observed, i.e. zero-inflation. Note that excess zeros may also be a symptom of overdispersion.",
          "run testZeroInflation on m1s", "statistics"),
        c("models", RS, RSTUDIO, "", "",
          "ZI it is. ziformula ~1", "statistics",
          ocr="> sim <- simulateResiduals(m1s,n = 1000)\n> testZeroInflation(sim)\n\n        DHARMa zero-inflation "
              "test "
              "via comparison to expected zeros with\n        simulation under HO = fitted model\n\ndata: "
              "simulationOutput\nratioObsSim = 1.3812,p-value = 0.004\nalternative hypothesis: two.sided"),
        c("models", SL, _dm("Brais Otero"), "",
          "Brais Otero: if you put ziformula ~ month you'll eat your df with only 14 stations. ~1 is fine and easy to "
          "defend. Also compare the two by AIC and put the table in the supplement, reviewers love a table.",
          "AIC table -> supp S3", "communication, statistics"),
        c("models", LC, _lc("model_comparison_S3.ods"), "", "",
          "m2 wins. write it up", "statistics",
          ocr="Table S3 Model comparison(winter C5 counts,n = 412)\nModel  Structure                         "
              "AIC      dAIC   df\nm1s    nb2+(1|station)                   2841.6   22.3   8\nm2     nb2+ZI(~1)+"
              "(1|station)         2819.3   0.0    9\nm3     nb2+Zl(~month)+(1|station)     2822.0   2.7    11\nm4     "
              "poisson+(1|station)               3377.9   558.6  7"),
        c("models", LQ, LOGSEQ, "",
          "Wed: models. m2 = nb2 + ZI~1 + (1|stn). temp -0.48 -> -0.39 with ZI. chla ns now (p = 0.21, was 0.03!!). "
          "Feb effect stays. Residuals ok in DHARMa.",
          "chla gone. discussion para 3 has to change", "statistics"),
        c("figures", OK, _ok("JPR-2027-0418_reviews.pdf"), "",
          "Reviewer 2, comment 2.3: Figure 3 is hard to read. The red-green colour scale is unreadable for "
          "colour-blind "
          "readers and in greyscale print, and the depth axis should increase downwards, as is conventional for "
          "vertical profiles.",
          "fig 3 redo. viridis + flip y", "paper"),
        c("figures", RS, RSTUDIO, "",
          "p3 <- ggplot(prof, aes(month, depth, fill = C5_m3)) +\n  geom_tile() +\n  scale_y_reverse() +\n"
          "  scale_fill_viridis_c(option = \"cividis\", trans = \"log1p\", name = \"C5 ind. m-3\") +\n"
          "  facet_wrap(~ transect, ncol = 3) +\n  theme_bw(base_size = 9)",
          "cividis reads ok in grey too", "coding"),
        c("figures", BR, _b("Coblis — Color Blindness Simulator"),
          "https://www.color-blindness.com/coblis-color-blindness-simulator/",
          "Upload an image and choose a type of colour vision deficiency: Red-Blind/Protanopia, Green-Blind/"
          "Deuteranopia, Blue-Blind/Tritanopia, or Monochromacy. The simulated image is computed in your browser; "
          "nothing is uploaded to our server.",
          "fig3 in deuteranopia: fine now. old one was mud", "paper"),
        c("models", EV, "Re: new models (chl-a gone)", "",
          "Uxía, losing chl-a is fine, honestly it was always the weakest bit of the story. Just say it plainly in "
          "response 2.2 rather than burying it in the supplement; R2 will respect that more. The temperature result is "
          "what matters and it survives. Ellie",
          "ok. say it plainly", "email, statistics"),
        c("figures", INK, _ink("fig1_study_area.svg"), "", "",
          "station labels overlap at T2. nudge", "paper",
          ocr="A\nGalician shelf\nRia de Arousa\nRia de Pontevedra\nRia de Vigo\n42 30'N\n42 00'N\n9 30'W 9 00'W"
              "\n200 m\n1000m\nS1 S2S3 S4\nS5S6S7 S8\nS9 S10 S11\nS12 S13 S14\n10 km"),
        c("figures", SL, _dm("Rosa Outeiral"), "",
          "Rosa Outeiral: the new fig 3 is much better. But the panel labels (a) (b) (c) are tiny, and put the "
          "transect "
          "names, not T1 T2 T3, readers don't know our transects. And keep Fig. S4, don't cut it.",
          "Baiona / Vigo / Arousa instead of T1-3", "communication, paper"),
        c("reviewers", BR, _b("ScholarOne Manuscripts - Journal of Plankton Research"),
          "https://mc.manuscriptcentral.com/jplankt", "",
          "marked-up version needed too. track changes", "submission, deadline",
          ocr="Journal of Plankton Research\nRevised Manuscript JPR-2027-0418.R1\nDue Date 26-Nov-2027\nStep 1"
              "View And Respond to Decision Letter\nStep 2 Type,Title,& Abstract\nStep 3 File Upload\n*Response to "
              "Reviewers\n*Main Document -Marked-up(showing changes)\n*Main Document-Clean\nFigures(TIFF or EPS)"
              "\nStep 4 Review & Submit"),
        c("reviewers", SL, _dm("Rosa Outeiral"), "",
          "Rosa Outeiral: read your draft letter. Too apologetic in 2.1: we did consider spatial autocorrelation, it's "
          "in the supplement (Moran's I). Say so, with the numbers. And answer 1.4 in two sentences, not a page.",
          "less sorry, more numbers", "communication, draft"),
        c("figures", BR, _b("Instructions to Authors | Journal of Plankton Research | Oxford Academic"),
          "https://academic.oup.com/plankt/pages/General_Instructions",
          "Figures: supply each figure as a separate file, TIFF or EPS. Line art at 600 dpi, halftones at 300 dpi, "
          "combination figures at 600 dpi. Figures should be sized to fit one column (84 mm) or two columns (174 mm). "
          "Colour figures are published free of charge online.",
          "174 mm for fig 3. tiff 600", "paper, submission"),
        c("figures", RS, RSTUDIO, "",
          "ggsave(\"figs/fig3_profiles.tiff\", p3, width = 174, height = 120, units = \"mm\",\n"
          "       dpi = 600, compression = \"lzw\")\nggsave(\"figs/fig3_profiles.pdf\", p3, width = 174, "
          "height = 120, units = \"mm\")",
          "lzw or the tiff is 90MB", "coding"),
        c("reviewers", LQ, LOGSEQ, "",
          "JPR letter: R1 1-8 done (4-7 Ellie's text in). R2 2.1 done (Moran's I), 2.2 models done + chl-a said "
          "plainly, 2.3 fig 3 done, 2.4 data availability -> Pangaea DOI ???, 2.5 typos done.",
          "data DOI!! forgot. pangaea takes days -> 'DOI to follow'", "planning, submission"),
        c("figures", LQ, LOGSEQ, "",
          "figs final: 1 map (labels nudged), 2 untouched, 3 cividis + depth down + transect names, S4 kept (Rosa), "
          "S3 = new AIC table. All TIFF 600 dpi in figs/.",
          "only fig 2 survived as it was", "paper"),
        c("reviewers", EV, "Journal of Plankton Research - Manuscript ID JPR-2027-0418.R1 submitted", "",
          "Dear Dr Fernández Rial: Your revised manuscript entitled 'Winter survival of Calanus helgolandicus on the "
          "Galician shelf' has been successfully submitted online and is presently being given full consideration for "
          "publication in Journal of Plankton Research.",
          "SUBMITTED 10:52. notary at 12 in monterroso. go go go", "email, submission"),
    ],
    "house": [
        c("inheritance", BR, WA3, WA_URL,
          "Xurxo: Primos, a xestoría di que o imposto de sucesións hai que presentalo antes do 22 de novembro, seis "
          "meses desde que morreu a avoa. Necesita de cada un o DNI e un número de conta. Uxía, ti tes o certificado "
          "de "
          "últimas vontades?",
          "22 nov!!! últimas vontades is in the blue folder at mum's", "communication, deadline, tax"),
        c("inheritance", BR, _b("Imposto sobre sucesións e doazóns - ATRIGA - Axencia Tributaria de Galicia"),
          "https://www.atriga.gal/imposto-sobre-sucesions-e-doazons",
          "Modelo 650. Autoliquidación do imposto sobre sucesións. Prazo de presentación: seis meses contados desde o "
          "día do falecemento do causante. Grupo II: descendentes de vinte e un ou máis anos. Redución na base "
          "impoñible de ata 1.000.000 € para os grupos I e II.",
          "grupo II, so ~0 to pay. still have to file it", "tax, deadline"),
        c("inheritance", LC, _lc("herdanza avoa.ods"), "", "",
          "valor catastral 38.412 — xestor says declare market value ~60k?", "finance, tax",
          ocr="HERDANZA AVOA CARMEN(+22/05/2027)\nBen                       Valor catastral  Valor declarado\nCasa "
              "Vilarino 12           38.412,06        60.000,00?\nHorreo+eira               incl.\nLeira do Campo"
              "(rustica)     2.104,55         4.000,00\nConta Abanca              8.733,20         8.733,20\nTOTAL"
              "                                       72.733,20\nPor neto(4)25%                              "
              "18.183,30"),
        c("inheritance", OK, _ok("ultimas_voluntades_Carmen_Rial.pdf"), "", "",
          "testamento 2019 in monterroso. same notary. good", "planning",
          ocr="MINISTERIO DE JUSTICIA\nREGISTRO GENERAL DE ACTOS DE ULTIMA VOLUNTAD\nCERTIFICADO\nNombre CARMEN "
              "RIAL VAZQUEZ  DNI 33***211\nFecha de defuncion 22-05-2027\nSI CONSTA que otorgo los siguientes "
              "actos de ultima voluntad\nTestamento abierto 12-04-2019\nNotario D.Ramon Losada Pereiro\nResidencia "
              "MONTERROSO(LUGO)  Protocolo 412"),
        c("roof", BR, WA2, WA_URL,
          "Mamá: Uxía, chamou a Sara a veciña. Entra auga na cociña da avoa polo tellado, o balde xa estaba cheo. Co "
          "temporal desta semana vai a peor. Alguén ten que ir ver iso.",
          "storm. bucket. someone = me, obviously", "communication, household"),
        c("roof", BR, _b("Cubertas Pena e Fillos - Tellados en Antas de Ulla e Monterroso"),
          "https://cubertaspena.gal/",
          "Reparación e renovación de tellados de lousa e tella, cambio de vigas de castiñeiro, canlóns e baixantes. "
          "Máis de 30 anos traballando na comarca da Ulloa. Orzamento sen compromiso. Chámenos ao 982 38 41 07.",
          "mum says Pena did the church roof. call tmrw, ask for sat", "household"),
        c("inheritance", BR, _b("Sede Electrónica del Catastro - Consulta descriptiva y gráfica"),
          "https://www1.sedecatastro.gob.es/CYCBienInmueble/OVCConCiud.aspx", "",
          "168 m2! and the hórreo isn't even in it", "tax",
          ocr="DATOS DESCRIPTIVOS DEL INMUEBLE\nReferencia catastral 27002A01200112000ZX\nLocalizacion LG VILARINO"
              " 12 27570 ANTAS DE ULLA(LUGO)\nClase Urbano\nUso principal Residencial\nSuperficie construida 168 m2"
              "\nAno construccion 1920\nPARCELA Superficie grafica 1.046 m2\nUso Planta Superficie m2\nVIVIENDA 00 "
              "96\nVIVIENDA 01 72"),
        c("inheritance", BR, WA3, WA_URL,
          "Manolo: Eu dende Barcelona non podo ir a Monterroso o 26, teño peche de trimestre. Podo facer un poder "
          "notarial aquí e asinades vós? Ou asino eu despois?",
          "manolo -> poder notarial in BCN. ask the notaría", "communication"),
        c("inheritance", BR, _gm("Firma escritura aceptación herencia - Dña. Carmen Rial Vázquez"), GM_URL,
          "Estimada Sra. Fernández: le confirmamos la firma de la escritura de aceptación y adjudicación de herencia "
          "el "
          "viernes 26 de noviembre a las 12:00 en esta notaría. Deberán aportar DNI original, certificado de "
          "defunción, "
          "certificado de últimas voluntades y la autoliquidación del impuesto (modelo 650). D. Manuel Fernández puede "
          "comparecer mediante poder. Notaría Losada, Monterroso",
          "12:00 fri 26. paper has to go by 10 or die", "email, deadline"),
        c("roof", LQ, LOGSEQ, "",
          "Sat Vilariño: leak above the lareira corner, 3 tellas broken + 2 slipped, canle full of leaves, one viga "
          "feels soft by the chimney. Photos on phone. Xosé (Pena) came at 11, Sara keeps the key.",
          "soft viga = not a small job", "household"),
        c("roof", BR, WA, WA_URL,
          "Xosé Pena: Bo día, son Xosé de Cubertas Pena. Como lle dixen onte hai que cambiar unha viga e uns 12 m2 de "
          "tella, e a canle toda. Mándolle orzamento esta semana. Entre tanto deixámoslle posta unha lona.",
          "lona on. 1 viga + 12 m2 + canle", "communication, household"),
        c("roof", OK, _ok("Orzamento_118-27_Vilarino.pdf"), "", "",
          "4.3k. / 4 = ~1.1k each", "household, price",
          ocr="CUBERTAS PENA E FILLOS SL   CIF B27******\nORZAMENTO N 118/27  Data 22/11/2027\nCliente:Herdeiros"
              " de Carmen Rial  Lg Vilarino 12\nConcepto                                  Importe\nDesmontaxe e "
              "substitucion viga castineiro 5,2m   1.240,00\nTella curva recuperada+nova 12 m2          "
              "1.380,00\nCanlon"
              " zinc 14 ml e baixante                 980,00\nMan de obra e medios auxiliares           incl.\n"
              "Base 3.600,00  IVE 21% 756,00\nTOTAL 4.356,00"),
        c("roof", OK, _ok("presupuesto tellados lalin.pdf"), "", "",
          "cheaper but no canle and the wood isn't specified", "price, comparison",
          ocr="TELLADOS LALIN S.L.\nPRESUPUESTO 2027-311\nObra:reparacion de cubierta vivienda en Vilarino(Antas"
              "de Ulla)\n-Sustitucion de viga de madera                    950,00\n-Retejado 12 m2 teja curva"
              "                  1.480,00\n-Limpieza y tela impermeable                      750,00\nTOTAL "
              "3.180,00 +IVA 21%=3.847,80\nNo incluye canalones ni licencias"),
        c("roof", BR, WA3, WA_URL,
          "Antía: Eu votaría por Pena, fixeron o da miña sogra e quedou moi ben. E ollo, se é obra maior hai que pedir "
          "licenza ao Concello, non vaia ser que nos multen.",
          "comunicación previa at the Concello for a tellado? check", "communication, comparison"),
        c("inheritance", BR, _b("Xustificante de presentación - ATRIGA"),
          "https://ovt.atriga.gal/ovt/xustificante", "",
          "filed 22 nov 23:14. just. 0 €", "tax",
          ocr="Axencia Tributaria de Galicia\nXUSTIFICANTE DE PRESENTACION\nModelo 650 Sucesions\nNumero de "
              "xustificante 6502027110388412\nData de presentacion 22/11/2027 23:14:07\nCausante RIAL VAZQUEZ,CARMEN"
              "\nSuxeito pasivo FERNANDEZ RIAL,UXIA\nBase liquidable 0,00\nCota a ingresar 0,00 EUR"),
        c("roof", BR, _b("Comunicación previa de obras - Sede electrónica do Concello de Antas de Ulla"),
          "https://antasdeulla.sedelectronica.gal/catalog/t/comunicacion-previa-obras",
          "Están suxeitas a comunicación previa as obras de reparación e mantemento de cubertas que non alteren a "
          "estrutura nin o volume da edificación. As obras que afecten a elementos estruturais requiren licenza "
          "urbanística. Taxa: 1,5 % do orzamento de execución material.",
          "viga = structure?? ask Xosé before we file anything", "household"),
        c("inheritance", SG, SIGNAL, "",
          "Tiago: Sexta vou contigo a Monterroso? Já falei com o Iago, ele troca o turno. Depois almoçamos polbo em "
          "Melide 🐙",
          "yes. polbo after. paper before. deep breath", "communication"),
        c("inheritance", LQ, LOGSEQ, "",
          "Fri: notary done 12:40. All 4 signed (Manolo by poder from BCN). Next: registro da propiedade in Chantada "
          "and the plusvalía at the Concello within 6 months. Notaría fees ~640 € /4.",
          "plusvalía municipal. ask xurxo's xestor", "tax, planning"),
    ],
    "rowing": [
        c("lottery", BR, WA3, WA_URL,
          "Carla: Remeiras!! Xa temos os décimos da lotería de Nadal: o 48213 🍀 Cada unha leva 20 papeletas de 5 € "
          "(4 € xogados + 1 € de donativo para o club). O diñeiro, antes do 10 de decembro, por favor!",
          "20 slips. lab, tiago's theatre, mamá", "communication, funding"),
        c("training", BR, WA3, WA_URL,
          "Chema: Test de 2000 m en ergómetro o sábado 27 ás 10:00 no local. Quen non o faga non entra na selección "
          "de xaneiro. Aquecemento 15' + 3 arrancadas. Durmide ben o venres!",
          "27 nov. then at sea 1-12 dec. no erg on the ship lol", "fitness, communication"),
        c("training", BR, WA2, WA_URL,
          "Noa: Quedamos mañá ás 7:15 na rampla? Se non hai mar saímos en batel, se hai mar facemos ergo no local. "
          "Traede frontal que a esa hora aínda é noite.",
          "7:15 batel. frontal in the bag", "communication, fitness"),
        c("lottery", SL, _ch("random"), "",
          "Loli Sampaio: apúntame dúas da lotería do remo! E outra para Brais, que hoxe non está. Pagámosche a semana "
          "que vén, vale? 🙏",
          "loli 2, brais 1 (both owe)", "communication"),
        c("lottery", INK, _ink("participacion_areal_2027.svg"), "", "",
          "carla asked me to redo the slip. numbering 0001-0400", "funding",
          ocr="CLUB DE REMO AREAL\nLOTERIA NACIONAL SORTEO EXTRAORDINARIO DE NAVIDAD 22-12-2027\nN 48213\n"
              "PARTICIPACION N 0001\nJuega 4,00 euros en el numero arriba indicado\nDonativo 1,00 euro  Total 5,00 "
              "euros\nDepositario:Club de Remo Areal,Vigo\nCaducidad 3 meses desde la celebracion del sorteo"),
        c("training", BR, _b("How to pace a 2k erg test | Concept2"),
          "https://www.concept2.com/training/pacing-2k",
          "Go out no more than 2 seconds faster than your goal split for the first 500 m, then settle at goal pace "
          "through the middle 1000 m. The third 500 is where tests are lost: hold the split and the rate. Start your "
          "sprint with 250 to 300 m to go.",
          "goal 2:02/500 = 8:08. ambitious", "fitness"),
        c("lottery", LC, _lc("loteria_areal_uxia.ods"), "", "",
          "9 sold, 6 paid. 11 to go", "finance",
          ocr="N part  Nome            Pagado  Data\n0301    Loli            non\n0302    Loli            non\n"
              "0303    Brais           non\n0304    Mama            si      15/11\n0305    Mama            si      "
              "15/11\n0306    Tia Fina        si      16/11\n0307    Rosa O          si      17/11\n0308    Chus"
              "(porteria)   si      17/11\n0309    Tiago           si      18/11\nVendidas 9  Pagadas 6  Cartos 30"
              "€"),
        c("training", LQ, LOGSEQ, "",
          "gym w/ crew thu: deadlift 3x5 60 kg, seated row 3x10, pull-ups assisted, core circuit 15'. Back fine. "
          "Left knee ok on the box jumps.",
          "60kg felt heavy after the R day", "fitness"),
        c("dinner", BR, WA3, WA_URL,
          "Carla: A cea de Nadal do club: sábado 18 de decembro!! 🎄 Uxía, ti que dixeches que te encargabas, non? 😇 "
          "Somos unhas 35 contando parellas.",
          "I said no such thing. ok fine", "communication, events"),
        c("lottery", SG, SIGNAL, "",
          "Tiago: o pessoal do teatro quer 6 participações! Trago o dinheiro amanhã. O Iago pergunta se é o mesmo "
          "número do ano passado.",
          "6 theatre. no, new number", "communication"),
        c("dinner", BR, _b("Menús para grupos - Casa Fandiño - Vigo"), "https://casafandino.gal/grupos",
          "Menú de Nadal, 38 € por persoa. Entrantes para compartir: polbo á feira, zamburiñas á grella, croquetas de "
          "lacón. Segundo a escoller: merluza á galega ou carrilleira ao viño tinto. Sobremesa, café e viño da casa. "
          "Grupos desde 20 persoas, sinal de 150 € para confirmar.",
          "38 x 35 = 1330. too much?", "reservation, price"),
        c("lottery", BR, WA3, WA_URL,
          "Carla: Ollo: cada remeira apunte os números das súas papeletas e a quen llas vendeu. Uxía tes do 0301 ao "
          "0320. "
          "Se perdedes algunha avisade, que hai que anotalo na lista do club.",
          "0301-0320 ✔ matches my sheet", "communication"),
        c("dinner", BR, _b("O Cruceiro de Teis - Restaurante - Menú do día e grupos"), "https://ocruceiroteis.es/",
          "Menú para grupos 30 €: ensalada de polbo, empanada de zamburiñas, churrasco ou bacallau, filloas. Bebida "
          "incluída. Sen comedor privado: as mesas de grupo van no salón principal. Reservas por teléfono.",
          "30 € but no room to ourselves. 35 remeiras in the main salon = chaos", "comparison, price"),
        c("dinner", LC, _lc("cea_nadal_areal.ods"), "", "",
          "33 yes, 4 veggie, 2 no gluten", "events, planning",
          ocr="CEA NADAL 18/12   Casa Fandino?\nNome            Parella  Menu        Celiaca  Pagado\nCarla           "
              "si       merluza     non      si\nNoa             non      carrilleira non      non\nUxia            si"
              "       merluza     non      non\nIria            si       veg         non      si\nMaruxa          "
              "si       merluza     si       non\nTOTAL SI 33  veg 4  sen gluten 2"),
        c("training", LC, _lc("erg_2027.ods"), "", "",
          "2:04 avg on the 3x1500. 8:08 is greedy", "fitness",
          ocr="Data       Sesion         Dist   Tempo    Split/500  SPM  Notas\n08/11/2027 2x20'UT2       "
              "9.410  40:00    2:07.5     20\n13/11/2027 5x1000 r3'     5.000  20:32.6  2:03.2     26   ultima"
              " morta\n17/11/2027 60'UT2         13.982 60:00    2:08.7     19\n22/11/2027 3x1500 r4'     4.500  "
              "18:36.0  2:04.0     27   ben"),
        c("dinner", BR, _gm("Re: Reserva cea de Nadal - Club de Remo Areal"), GM_URL,
          "Boas tardes Uxía: confirmamos a reserva para o sábado 18/12 ás 21:30 para 35 persoas no comedor de arriba, "
          "menú de Nadal a 36 € (prezo de grupo). Para confirmar precisamos o sinal de 150 € na conta ES21 2080 **** "
          "antes do 3 de decembro. Un saúdo, Marta (Casa Fandiño)",
          "36 not 38. sinal from the club account, carla pays", "email, reservation"),
        c("lottery", BR, _b("Sorteo Extraordinario de Navidad 2027 - Loterías y Apuestas del Estado"),
          "https://www.loteriasyapuestas.es/es/loteria-nacional/navidad",
          "El Sorteo Extraordinario de Navidad se celebra el 22 de diciembre. El primer premio, 'El Gordo', está "
          "dotado "
          "con 400.000 euros al décimo. Los premios superiores a 40.000 euros por décimo están sujetos a un gravamen "
          "especial del 20 %.",
          "(oxalá). 4 € of a décimo of el gordo = 80k. before tax", "finance, tax"),
        c("training", BR, _b("Lower back pain in rowers: why it happens and what helps - British Rowing Plus"),
          "https://plus.britishrowing.org/2027/03/lower-back-pain-rowers/",
          "Most lower back pain in rowers comes from loading a flexed lumbar spine at the catch, often late in a "
          "session when the core fatigues. Hinge from the hips, keep the sequence legs-body-arms, and reduce volume "
          "for a few days rather than stopping completely.",
          "my lower back after the 3x1500. hinge from the hips", "health, fitness"),
        c("dinner", SG, SIGNAL, "",
          "Tiago: a cea é no dia 18? Tenho espectáculo até às 22h 😔 chego à sobremesa. Guarda-me um lugar ao pé "
          "de ti.",
          "T late. order him the merluza anyway", "communication"),
        c("dinner", BR, WA3, WA_URL,
          "Noa: E para a cea facemos amigo invisible? Límite 10 €. Quen fai o sorteo? Eu non, que o ano pasado "
          "tocoume a min mesma 🙃",
          "amigo invisible 10 €. who draws names while I'm at sea?", "communication, events"),
        c("training", BR, _b("Logbook - Concept2"), "https://log.concept2.com/log", "",
          "8:11.4!! PB by 6 s", "fitness",
          ocr="Concept2 Logbook\nRowErg  27/11/2027 10:21\n2000m  Time 8:11.4  Pace 2:02.8/500m\nStroke rate"
              " 29  Watts 189\nSplits\n500m 2:01.1 30\n1000m 2:03.0 28\n1500m 2:04.2 28\n2000m 2:01.1 32\nPersonal"
              " best(2000m)"),
        c("training", BR, WA3, WA_URL,
          "Chema: Bo test a todas 👏 Uxía 8:11, moi ben! As que ides ao mar ou de viaxe mandádeme que facedes: polo "
          "menos core e estiramentos tres días á semana.",
          "core in the cabin. it's tiny", "fitness, communication"),
        c("lottery", BR, _b("Transferencias - ABANCA Banca a distancia"),
          "https://bancaadistancia.abanca.com/transferencias/resultado", "",
          "all 20 paid in. loli's + brais's from my pocket for now", "finance",
          ocr="ABANCA\nTransferencia realizada correctamente\nOrdenante FERNANDEZ RIAL UXIA\nBeneficiario CLUB DE "
              "REMO AREAL\nIBAN ES76 2080 **** **** **** 4412\nConcepto LOTERIA NAVIDAD UXIA PART 0301-0320\n"
              "Importe 100,00 EUR\nFecha 27/11/2027"),
        c("lottery", LQ, LOGSEQ, "",
          "lotería: 20/20 sold, 100 € to the club. Loli owes me 10 €, Brais 5 €. Slips 0301-0320 all given out, "
          "who has which in loteria_areal_uxia.ods.",
          "chase loli + brais before sailing", "finance"),
        c("dinner", LQ, LOGSEQ, "",
          "cea 18/12: Casa Fandiño 21:30, 35 pax, 36 €, sinal paid (Carla). Menu choices to Marta by 10/12 -> Noa. "
          "Amigo invisible draw: Noa. Tiago comes late (show till 22h).",
          "hand it all to Noa before wed", "planning, events"),
    ],
    "parella": [
        c("papers", SG, SIGNAL, "",
          "Tiago: liguei para a Conservatória de Braga. A certidão de nascimento pode pedir-se online no Civil Online, "
          "custa 10 € e vem com um código de acesso. Mas a Xunta aceita o código ou quer papel?",
          "ask the xunta: is the código de acesso enough?", "communication"),
        c("papers", BR, _b("Rexistro de parellas de feito de Galicia - Xunta de Galicia"),
          "https://www.xunta.gal/parellas-de-feito",
          "Inscrición básica no Rexistro de Parellas de Feito de Galicia. Documentación: DNI, NIE ou pasaporte dos "
          "dous "
          "membros; certificado de empadroamento que acredite a convivencia; certificado de estado civil de cada "
          "membro; declaración responsable de non ter vínculo matrimonial nin parella rexistrada. Os documentos "
          "estranxeiros presentaranse traducidos, agás os formularios multilingües da UE.",
          "padrón conxunto + estado civil for both of us", "planning"),
        c("papers", BR, _b("Volante de empadronamiento - Sede electrónica Concello de Vigo"),
          "https://sede.vigo.org/expedientes/padron/volante", "",
          "2 yrs 2 months together on paper. need 1. ok", "planning",
          ocr="CONCELLO DE VIGO\nVOLANTE DE EMPADRONAMENTO COLECTIVO\nDomicilio RUA ****,14 3 B  36207 VIGO"
              "(Teis)\nN Nome e apelidos            Data nacemento  Data alta\n1 FERNANDEZ RIAL,UXIA         "
              "**/**/1991     01/09/2025\n2 COSTA PEREIRA,TIAGO         **/**/1989     01/09/2025\nExpedido "
              "17/11/2027 Validez 3 meses\nCSV 4F7A-22KQ-91XB"),
        c("papers", BR, _b("Civil Online - Pedido de certidão"), "https://civilonline.justica.gov.pt/pedido", "",
          "multilingual form = no translation. tick it", "planning",
          ocr="Civil Online\nPedido de certidao\nTipo de certidao  Certidao de nascimento\nConservatoria  "
              "Conservatoria do Registo Civil de Braga\nTitular  Tiago Costa Pereira\nFormulario multilingue"
              "(Regulamento(UE)2016/1191)  [x] Sim  [ ]Nao\nForma de entrega  Codigo de acesso(certidao "
              "permanente)\nValor a pagar 10,00 EUR\nContinuar>"),
        c("appointment", BR, _b("Cita previa - Xunta de Galicia"), "https://citaprevia.xunta.gal/confirmacion", "",
          "thu 25 10:30. both of us. T swaps shift?", "reservation",
          ocr="Xunta de Galicia  Cita previa\nCita confirmada\nServizo Rexistro de parellas de feito\nOficina "
              "Delegacion Territorial de Vigo.Rua Concepcion Arenal 8\nData xoves,25/11/2027 Hora 10:30\n"
              "Localizador CP-77410\nPersoas 2\nLembre traer a documentacion orixinal"),
        c("papers", OK, _ok("certificado_literal_nacimiento_UFR.pdf"), "", "",
          "mine. dated 19/11, valid 3 months", "planning",
          ocr="REGISTRO CIVIL DE LUGO\nCERTIFICACION LITERAL DE NACIMIENTO\nSeccion 1a Tomo 214 Pagina 77\nNombre"
              " UXIA\nPrimer apellido FERNANDEZ  Segundo apellido RIAL\nLugar de nacimiento LUGO\nHijo/a de Jose"
              " Manuel y de Maria del Pilar\nEstado civil:no consta inscripcion de matrimonio\nExpedida 19/11/2027"
              "\nFirma electronica CSV MJU-8812-XQ41"),
        c("papers", BR, WA2, WA_URL,
          "Mamá: Filla, o libro de familia está no caixón da cómoda, o de abaixo. Para que o queres? Non será para "
          "casar "
          "sen avisar á túa nai 😅",
          "not marrying, mamá. it's the parella thing, told you twice", "communication"),
        c("papers", BR, _gm("A sua certidão está disponível - Civil Online"), GM_URL,
          "Caro(a) requerente, a certidão de nascimento pedida (pedido n.º 2027/CO/551023) já está disponível. "
          "Código de "
          "acesso: 4417-8823-0912. A certidão pode ser consultada durante 6 meses em civilonline.justica.gov.pt. "
          "Instituto dos Registos e do Notariado",
          "print it + the code on paper, both", "email"),
        c("appointment", OK, _ok("solicitude_inscricion_parellas_feito.pdf"), "", "",
          "pacto regulador - optional. skip? ask", "planning",
          ocr="XUNTA DE GALICIA\nSOLICITUDE DE INSCRICION BASICA NO REXISTRO DE PARELLAS DE FEITO\nDATOS DOS "
              "MEMBROS DA PARELLA\nMembro 1 Nome e apelidos ______ DNI/NIE ______\nMembro 2 Nome e apelidos ______ "
              "DNI/NIE ______\nDomicilio comun ____________\nSOLICITAN:a inscricion basica da parella\n[ ] Achegase "
              "pacto regulador das relacions economicas(opcional)\nLugar e data      Sinatura dos dous membros"),
        c("appointment", BR, _b("¿Es obligatorio el pacto regulador en una pareja de hecho? - Blog Abogados Vigo"),
          "https://abogadosvigo-blog.es/pareja-de-hecho-pacto-regulador/",
          "El pacto regulador no es obligatorio para inscribir la pareja de hecho. Sirve para fijar cómo se reparten "
          "los "
          "gastos comunes y qué pasa con los bienes si la pareja se rompe. Si no hay pacto, cada miembro conserva lo "
          "suyo. Puede firmarse más tarde ante notario.",
          "skip it for now. do it if we buy a flat", "planning"),
        c("appointment", SG, SIGNAL, "",
          "Tiago: e quinta também está, troquei com o Iago, estou livre até às 16h 👍 Levo o NIE original e o "
          "passaporte?",
          "NIE original + copy. passport just in case", "communication"),
        c("appointment", BR, _gm("Lembranza da súa cita - Xunta de Galicia"), GM_URL,
          "Lembrámoslle a súa cita: xoves 25 de novembro de 2027 ás 10:30, Rexistro de parellas de feito, Delegación "
          "Territorial de Vigo (rúa Concepción Arenal, 8). Traia a documentación orixinal e unha copia. Se non pode "
          "acudir, anule a cita.",
          "papers in the red folder by the door", "email, reservation"),
        c("papers", LQ, LOGSEQ, "",
          "parella papers: ✔ padrón conxunto ✔ my birth cert ✔ T certidão (code + printout) ✔ estado civil x2 "
          "✔ declaración responsable ✘ copy of T's NIE",
          "NIE copy tonight", "planning"),
        c("appointment", LQ, LOGSEQ, "",
          "Thu 25: Xunta done 11:05!! The funcionaria checked everything, no pacto. Resolution by post in about a "
          "month; the inscription counts from the date of the request.",
          "official-ish 🥂", "planning"),
        c("appointment", BR, WA2, WA_URL,
          "Mamá: Parabéns aos dous!!! 🥰 Cando volvas do barco vides a Lugo e facemos unha comida. E dille a Tiago que "
          "xa é da familia oficialmente 😂",
          "comida in lugo after the cruise", "communication, social"),
        c("appointment", EV, "Re: Permiso por inscripción como pareja de hecho", "",
          "Hola Uxía: el permiso de 15 días naturales por inscripción como pareja de hecho se solicita en el portal "
          "del "
          "empleado, adjuntando la resolución de inscripción en el registro. Puede disfrutarse dentro del año "
          "siguiente a la inscripción, no necesariamente a continuación. Saludos, Habilitación - RRHH IIM",
          "15 days!! after the cruise. feb?", "email, planning"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 15 to Monday
# 29 November 2027, Vigo time; institute days, evenings at home, a Saturday in Vilariño and Lugo.
DAYS = {
    # Mon: station plan in the morning (a cousin's message about the tax at 10:12, answered, back to the plan), the
    # ISM booking before lunch, the club's chat at lunch, the paper's reviews all afternoon, the couple's papers
    # after dinner
    "2027-11-15": "08:47 cruise, 09:02 cruise, 09:31 cruise, 10:12 house, 10:19 cruise, 11:40 cruise, 11:46 cruise, "
                  "13:58 rowing, 14:03 rowing, 14:12 paper, 14:40 paper, 15:05 paper, 16:31 paper, 17:05 paper, "
                  "21:40 parella, 21:52 parella, 22:30 rowing",
    # Tue: models, with the cruise packing list and a colleague's lottery order (Slack) in between; the tax at lunch
    "2027-11-16": "09:10 paper, 09:48 paper, 10:02 cruise, 10:06 rowing, 10:15 paper, 12:05 paper, 14:10 house, "
                  "14:25 house, 14:33 paper, 16:40 paper, 17:02 paper, 19:30 house, 22:05 rowing",
    # Wed: a long day on the paper (her mother's message about the roof at 10:05); evening at home
    "2027-11-17": "08:55 paper, 09:40 paper, 10:05 house, 10:11 paper, 12:10 paper, 13:40 paper, 15:15 paper, "
                  "15:50 paper, 15:57 cruise, 20:50 parella, 21:05 parella, 21:20 rowing, 22:10 cruise",
    # Thu: the medical at 08:40 (fasting), at the institute from 10:30
    "2027-11-18": "11:30 parella, 12:20 cruise, 12:45 cruise, 12:51 rowing, 15:10 paper, 20:45 rowing, 20:52 house",
    # Fri: boarding papers first thing, the inheritance around lunch, two messages from Tiago in the evening, a late
    # restaurant search
    "2027-11-19": "09:20 cruise, 09:35 cruise, 09:50 cruise, 10:30 cruise, 10:41 parella, 12:40 house, 13:10 house, "
                  "14:00 house, 16:30 rowing, 18:50 cruise, 18:58 rowing, 21:00 parella, 23:30 rowing",
    # Sat: in Vilariño with the roofer, the night at her mother's in Lugo
    "2027-11-20": "12:15 house, 19:45 rowing",
    # Sun: back in Vigo; the submission portal late at night
    "2027-11-21": "11:05 house, 18:20 rowing, 18:35 rowing, 22:40 paper",
    # Mon: the final station list, the quotes, the tax return filed just before midnight on the last day
    "2027-11-22": "08:50 cruise, 09:15 cruise, 09:40 cruise, 09:46 parella, 13:30 house, 14:00 parella, "
                  "16:10 cruise, 17:42 cruise, 19:10 rowing, 21:30 house, 21:50 house, 23:16 house",
    # Tue: the response letter in the morning; two Signal messages from Tiago four minutes apart
    "2027-11-23": "09:05 cruise, 09:12 parella, 09:58 paper, 10:40 paper, 10:47 cruise, 14:20 house, 18:40 house, "
                  "18:44 parella, 21:15 rowing",
    "2027-11-24": "09:20 cruise, 11:10 paper, 11:16 parella, 16:15 rowing, 16:21 cruise, 19:30 rowing, 22:00 parella",
    # Thu: the registry at 10:30; the letter finished late at night
    "2027-11-25": "11:20 parella, 12:40 parella, 13:30 cruise, 13:36 rowing, 17:20 parella, 22:40 paper, 23:35 paper",
    # Fri: submitted, then the notary in Monterroso at 12:00
    "2027-11-26": "10:52 paper, 17:30 house, 19:00 rowing",
    # Sat: the erg test at 10:00
    "2027-11-27": "12:30 rowing, 13:10 rowing, 17:00 rowing, 17:20 rowing",
    "2027-11-28": "19:30 cruise, 20:40 rowing",
    # Mon: loading at the quay 09:00-12:00
    "2027-11-29": "12:50 cruise",
}

TIMELINE = day_timeline(DAYS, TZ)
