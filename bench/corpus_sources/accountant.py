"""Magdalena (Magda) Kowalczyk, a senior accountant at a shared-services centre in Wrocław, Poland, in tax season: the
year-end close of a Danish group's Polish subsidiary (intercompany reconciliations, the auditors' requests, the
corporate income tax return due on 31 March), the subsidiary's move to SAP S/4HANA in April, her own and her
mother's personal income tax returns, buying a flat with a mortgage, and her daughter's First Communion in May.

Written by hand in session 11 of issue 12 as a DEVELOPMENT corpus (bench/data/corpora/, part of the leave-one-out),
by an engineer who writes data only: no placement, naming, tag or analyzer code and no run of any bench or the app
on it. It is timed by a person's real fortnight (TIMELINE below), not by bench/corpora.py interleave().

Magda (36) grew up in Tarnów and has worked for nine years in the record-to-report team of a shared-services centre
in Wrocław's Krzyki district, in English, for Nordhavn Marine (a fictional Danish maker of ship equipment); she leads
the books of its Polish subsidiary, Nordhavn Marine Polska Sp. z o.o., which runs a plant in Gdynia. She lives in a
rented flat in Ołbin with Tomek (38), a tram driver, and their daughter Zosia (9). Her mother Halina (66), widowed,
lives in Tarnów on a pension and lets a small flat there. In March 2028 (Monday 6 to Sunday 19, Warsaw time, CET all
through):
- the 2027 close: intercompany balances with the Danish parent and the German sister company that do not agree
  (a freight recharge, a disputed management fee, FX differences), the auditors' (a fictional Wrocław firm, BKW
  Audyt) prepared-by-client list and their fieldwork, and the CIT-8 return with its non-deductible costs, the R&D
  relief and the transfer-pricing note, due on Friday 31 March, with Søren (the group's tax manager in Aarhus) and
  her manager Agnieszka;
- the subsidiary moves to SAP S/4HANA on 1 April: the mapping of the old chart of accounts to the group's, and user
  acceptance testing (test scripts, defects in Jira) with Rahul from the group's IT and Kasia from her team;
- personal income tax: her and Tomek's joint PIT-37 (the child relief, the IKZE deduction, the 1.5% for a charity)
  through the tax office's portal, and her mother's flat-rate tax on the rent (PIT-28), which Magda files for her;
- buying a three-room flat in Ołbin or Gaj: mortgage offers through a broker (Paweł), two viewings, and the
  preliminary contract at a notary with the seller's agent;
- Zosia's First Communion on Sunday 14 May at their parish in Ołbin: the reception at a restaurant (menu, guests,
  deposit), her dress and the photographer, and the parish's parents' meetings and the duties the parents share.

Zosia is in class 3b of a bilingual primary school where many parents work in the city's service centres, so the
class's parents' group (on WhatsApp) writes in English, while the parish's own notices are in Polish.

Her laptop runs Windows 11 and does everything, work and home: Google Chrome (titles end " - Google Chrome"), with
her personal Gmail, the tax portal, the bank and the listings; Outlook for work mail ("Subject - Message (HTML)");
Microsoft Teams for work chat ("Chat | Name | Microsoft Teams"); WhatsApp Desktop (titled only "WhatsApp": Tomek,
the broker, the agent, the communion parents' group, Kasia from work); Messenger (titled only "Messenger") for her
mother and her sister Ewa; Excel; SAP GUI (titled by the transaction's screen); Adobe Acrobat Reader; and one
Notepad file, notatki.txt, for her running notes (so its title never changes). Memos are her own shorthand, in
English (her working language) with the accounting and Polish abbreviations she really uses: "IC", "TB", "TBD", "FA",
"DE", "SLA", "CR", "GR/IR", "B+R" (R&D), "NKUP" (non-deductible costs), "UPO" (the tax office's receipt), "KW" (the
land and mortgage register), "PCC" (the tax on a purchase), "ks." (the priest), "mama", "tmrw", "yr", "acct", "w/".
Many captures never name their task (a chat line, a row of a sheet, a line of notatki.txt, a screen read only through
OCR). Polish appears only as she meets it: her mother's messages, the tax and land-register portals, the plant's R&D
list, a listing, the bank, the notary, a shop and the parish's notices (never more than a fifth).

Shared on purpose, each capture labelled by what it is about: "tax" is both the company's CIT and the family's PIT,
and the bank asks for the PIT as proof of income (the mortgage); "deposit" runs through the flat and the reception,
"invoice" through the close and a migration test, "R&D" through the CIT and the mapping, "Hamburg" through the close
and a migration defect; Tomek, her mother, Ewa and Kasia write about several tasks; SAP, Excel, Chrome, WhatsApp,
Messenger and notatki.txt serve several tasks each.

The timeline is written by hand: long focused work blocks (office Tuesday to Thursday, home on Monday and Friday; the
whole second week in the office while the auditors are there), broken by a message from her mother, the broker or the
parents' group answered in the middle of a reconciliation, evenings of errands and messages, a Saturday of viewings
(only her questions for them captured), a Sunday of the parish's notices and Kasia's message about the mapping, the
CIT's last version on the second Saturday morning, the parents' meeting after Mass on the last Sunday.
"""

from typing import Any
from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("senior accountant at a shared-services centre in Wrocław, Poland, in tax season: the year-end close, "
           "audit and corporate tax return of a Danish group's Polish subsidiary, its move to SAP S/4HANA, her own "
           "and her mother's personal income tax, buying a flat with a mortgage, her daughter's First Communion")
TZ = ZoneInfo("Europe/Warsaw")  # CET, +01:00 all through the span (summer time starts on 26 March)
ID_PREFIX = "ka"  # capture ids ka001..., a prefix no other corpus or snippet file uses
APP_WORDS = {"google", "chrome", "gmail", "mail", "inbox", "outlook", "message", "html", "microsoft", "teams", "chat",
             "ms", "whatsapp", "messenger", "messages", "facebook", "excel", "xlsx", "sap", "saplogon", "adobe",
             "acrobat", "acrord32", "reader", "pdf", "notepad", "notatki", "txt", "jira", "atlassian", "net",
             "sharepoint", "nordhavn", "docs", "sheets", "spreadsheets", "podatki", "gov", "pl", "portal", "otodom",
             "allegro", "pkobp", "ipko", "ekw", "eukw", "elektroniczne", "restauracjaodra", "parafiaolbin",
             "fotografkomunijnywroclaw"}

TASK_NAMES = {
    "close": ("Year-end close", "the close", "2027 books", "audit and CIT"),
    "s4": ("S/4HANA migration", "S4", "the migration", "go-live"),
    "pit": ("Our PIT returns", "PIT", "family taxes", "mama's taxes"),
    "flat": ("Buying the flat", "the flat", "mortgage", "mieszkanie"),
    "communion": ("Zosia's First Communion", "the communion", "komunia", "Zosia's big day"),
}
SUB_NAMES = {
    "close/recs": ("Intercompany reconciliations", "IC recs", "intercompany", "balances"),
    "close/audit": ("Auditors' requests", "the audit", "PBC list", "BKW"),
    "close/cit": ("CIT-8 return", "corporate tax", "CIT", "NKUP"),
    "s4/mapping": ("Chart of accounts mapping", "the mapping", "GL accounts", "COA"),
    "s4/uat": ("User acceptance testing", "UAT", "test scripts", "defects"),
    "pit/ours": ("Our joint PIT-37", "my PIT", "joint return", "IKZE and child relief"),
    "pit/mama": ("Mama's rental tax", "mama's PIT-28", "the rent", "ryczałt"),
    "flat/mortgage": ("Mortgage", "the loan", "kredyt", "Paweł"),
    "flat/viewings": ("Viewings", "flats we saw", "listings", "Gaj"),
    "flat/notary": ("Preliminary contract", "the notary", "umowa przedwstępna", "deposit"),
    "communion/reception": ("Reception", "the restaurant", "the party", "guest list"),
    "communion/dress": ("Dress and photographer", "the dress", "photos", "outfit"),
    "communion/parish": ("Parish and parents' duties", "the parish", "parents' meetings", "church"),
}

GC = "chrome"
OL = "OUTLOOK"
TM = "ms-teams"
WA = "WhatsApp"
WHATSAPP = "WhatsApp"  # WhatsApp Desktop's title, whoever the chat is with
MS = "Messenger"
MESSENGER = "Messenger"
XL = "EXCEL"
SAP = "saplogon"
AR = "AcroRd32"
NP = "notepad"
NOTES = "notatki.txt - Notepad"
GMAIL = "https://mail.google.com/mail/u/0/#inbox"
JIRA = "https://nordhavn.atlassian.net/browse/"
EPIT = "https://www.podatki.gov.pl/twoj-e-pit/"


def _gc(title: str) -> str:
    return f"{title} - Google Chrome"


def _gm(subject: str) -> str:
    return _gc(f"{subject} - magda.kowalczyk86@gmail.com - Gmail")


def _ol(subject: str) -> str:
    return f"{subject} - Message (HTML)"


def _tm(person: str) -> str:
    return f"Chat | {person} | Microsoft Teams"


def _xl(file: str) -> str:
    return f"{file} - Excel"


def _ar(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"


# the close's three sub-topics, each in its own order; _CLOSE_ORDER below interleaves them as she met them
_CLOSE = {
    "recs": [
        c("recs", OL, _ol("IC confirmation Dec-27 - NMPL vs NM A/S"), "",
          "Hi Magda, please find our intercompany confirmation as at 31.12.2027. We show a receivable from NMPL of "
          "DKK 4,812,330.15; your side shows 4,655,902.40. The difference seems to be the Q4 freight recharge. Could "
          "you check before Friday? Best, Mette (Group Accounting, Aarhus)",
          "156k DKK gap. freight recharge again, same as last yr", "finance, email"),
        c("recs", XL, _xl("IC_recon_2027_12.xlsx"), "", "",
          "3 lines explain most of it. the 2 Nov ones never booked on our side",
          "finance, dataset",
          ocr="Counterparty  Doc no      Date        Text                     DKK (NM)      DKK (NMPL)    Diff\n"
              "NM A/S        9001842     2027-11-08  Freight recharge Q4    62,410.00     0.00          62,41O.00\n"
              "NM A/S        9001843     2027-11-08  Freight recharge Q4    81,017.75     0.00          81,017.75\n"
              "NM A/S        9001911     2027-12-19  Mgmt fee Dec          13,000.00     13,000.00     0.00\n"
              "NM A/S        FX reval    2027-12-31  -                      0.00          -1,O00.00     1,000.00\n"
              "Tota1 unexplained                                                                       12,O00.00"),
        c("recs", SAP, "Display Document: Data Entry View", "", "",
          "the Dec fee is there, posted to 2027 period 13. so not the fee", "finance",
          ocr="Document Number 5100004418  Company Code PL10  Fiscal Year 2027\nDocument Date 19.12.2027  Posting "
              "Date 31.12.2027  Period 13\nCurrency DKK  Exch.rate 0,58140\nItm PK Account    Description          "
              "Amount\n1   31 40001233  Nordhavn Marine A/S  13.000,00-\n2   40 6402100   Management fees      "
              "13.000,00"),
        c("recs", TM, _tm("Kasia Nowak"), "",
          "Kasia Nowak: found them! the two Nov freight invoices were in the scanning queue, rejected because the PO "
          "was closed. I can book them with Dec date if you approve",
          "yes but as accrual, period 13, tell Mette", "communication, invoice"),
        c("recs", OL, _ol("RE: Mgmt fee NM GmbH - we do not agree"), "",
          "Magda, we cannot confirm the management fee of EUR 48,000 invoiced by NMPL to NM GmbH. Our agreement "
          "covers only Q3 and Q4, i.e. EUR 24,000. Please send the signed service agreement. Regards, Jens Hoffmann "
          "(Hamburg)",
          "Hamburg says half. who has the signed SLA?? legal", "finance, email, invoice"),
        c("recs", NP, NOTES, "",
          "IC open pts 8.03: DK freight 143k accrued ok; DK FX 1k leave; DE fee 24k EUR - SLA from legal, Agnieszka to "
          "call Jens; DE loan interest not confirmed yet",
          "list for Agnieszka before the 2pm call", "finance, planning"),
        c("recs", XL, _xl("IC_matrix_FY27.xlsx"), "", "",
          "all green except Hamburg. matrix to Mette tonight",
          "finance, dataset",
          ocr="IC MATRIX FY2027 (EUR k)   PL10     DK10     DE10     Status\nPL10 vs DK10              -        "
              "0.0      -        AGREED\nPL10 vs DE10 (fees)        -        -        24.0     OPEN\nPL10 vs DE10 "
              "(loan int)    -        -        0.0      AGREED\nPL10 vs SE10              -        -        -        "
              "AGREED"),
        c("recs", TM, _tm("Agnieszka Wójcik"), "",
          "Agnieszka Wójcik: legal found it, the SLA is signed from 1 Jan 2027, full year. Forwarded to Jens. If they "
          "still refuse we book a provision and let the group decide",
          "SLA full yr. ball with Hamburg", "communication, finance"),
        c("recs", OL, _ol("RE: RE: Mgmt fee NM GmbH - we do not agree"), "",
          "Thank you, I missed the amendment. We agree EUR 48,000 and will book the remaining EUR 24,000 in period 13. "
          "Confirmation attached. Jens",
          "DE agreed!! matrix all green", "finance, email"),
    ],
    "audit": [
        c("audit", OL, _ol("BKW Audyt - PBC list FY2027 (updated)"), "",
          "Dear Magda, please find attached the updated PBC list. Items 14 (fixed asset additions), 21 (inventory "
          "count sheets, Gdynia) and 27 (IC confirmations) are still outstanding. Fieldwork starts Monday 13 March. "
          "Kind regards, Marta Zielińska, Senior Auditor",
          "14 and 21 are Gdynia's. 27 waits for Hamburg", "finance, email, deadline"),
        c("audit", XL, _xl("PBC_FY2027_BKW.xlsx"), "", "",
          "status for Agnieszka. red = plant", "finance, planning",
          ocr="No  Item                               Owner        Due         Status\n12  Bank confirmations         "
              "       MK           03.03       Sent\n14  Fixed asset additions + invoices    Gdynia/MK    06.03       "
              "0PEN\n21  Inventory count sheets Gdynia      Gdynia       06.03       OPEN\n27  IC confirmations       "
              "            MK           10.03       In progress\n31  Legal letters                      Legal        "
              "13.03       Sent"),
        c("audit", TM, _tm("Piotr Lis (Gdynia)"), "",
          "Piotr Lis: count sheets from 31.12 are scanned, 212 pages, uploading to the SharePoint folder now. The "
          "additions file needs one more day, the CNC machine invoice is in EUR and I want to check the rate",
          "Gdynia: counts today, FA tmrw", "communication"),
        c("audit", GC, _gc("PBC 2027 - BKW - SharePoint"),
          "https://nordhavn.sharepoint.com/sites/NMPL-Audit/PBC2027", "",
          "uploaded 14, 21, 27. 27 still missing DE", "finance",
          ocr="PBC 2027 > Uploads\nName                                Modified       Modified By\n14_FA_additions_2027"
              ".xlsx           9 March        Piotr Lis\n21_Inventory_count_Gdynia.pdf      9 March        Piotr Lis\n"
              "27_IC_confirmations_DK_SE.pdf      9 March        Magda Kowa1czyk"),
        c("audit", OL, _ol("Fieldwork - meeting room and access"), "",
          "Hi Magda, we will be four people on site from Monday 13 March, 9:00. Could you book a room for the week and "
          "ask IT for read-only SAP access for Marta and Bartek? Thank you, Tomasz (BKW Audyt, manager)",
          "room 4.12 booked. SAP access ticket", "email, meeting"),
        c("audit", NP, NOTES, "",
          "aud wk1: Marta wants 25 sample invoices from purchases > 50k PLN, Nov-Dec. Bartek = inventory obsolescence "
          "calc. Tomasz asks about the DE fee (now agreed, show conf)",
          "who pulls the 25 samples? me, tmrw 8am", "finance, planning"),
        c("audit", TM, _tm("Marta Zielińska (BKW)"), "",
          "Marta Zielińska: for sample 17 (PZ/2027/11/0344) I see the goods receipt but no invoice in SAP. Is this "
          "one of the accruals? Can you show me the supporting document?",
          "sample 17 = uninvoiced receipt. GR/IR list", "communication, invoice"),
        c("audit", XL, _xl("Inventory_obsolescence_2027.xlsx"), "", "",
          "Bartek wants 3yr ageing. we only have 2 in this file", "finance, statistics",
          ocr="Ageing of stock Gdynia  31.12.2027  (PLN)\nBucket       Value          Prov %   Provision\n0-12 m       "
              "8,412,006      0%       0\n12-24 m      1,233,870      25%      308,468\n>24 m        604,115      "
              "50%      302,O58\nTotal        10,249,991               61O,526"),
    ],
    "cit": [
        c("cit", OL, _ol("CIT-8 2027 NMPL - timeline"), "",
          "Hi Magda, the CIT-8 for NMPL is due 31 March. Please send me the draft tax computation by 20 March so I "
          "can review it with the TP team. Reminder: the R&D relief (B+R) needs the project cost list signed by the "
          "plant director. Best regards, Søren Madsen, Group Tax",
          "draft to Søren by 20th. B+R list from Gdynia", "finance, tax, deadline"),
        c("cit", XL, _xl("CIT_2027_NMPL_computation.xlsx"), "", "",
          "NKUP: repr. costs, penalties, the provision for stock. check PFRON", "finance, tax",
          ocr="CIT 2027 computation (PLN)\nProfit before tax                     14,882,410\n+ NKUP representation "
              "          63,200\n+ NKUP penalties & interest           11,840\n+ provision stock (not paid)      "
              "610,526\n- B+R relief (draft)                -402,000\nTaxable income                     15,165,976\n"
              "CIT 19%                             2,881,535"),
        c("cit", GC, _gc("Ulga badawczo-rozwojowa - Ministerstwo Finansów - Portal Gov.pl"),
          "https://www.podatki.gov.pl/cit/ulgi-odliczenia-i-zwolnienia/ulga-badawczo-rozwojowa/",
          "Podatnik może odliczyć od podstawy opodatkowania koszty kwalifikowane poniesione na działalność "
          "badawczo-rozwojową: wynagrodzenia pracowników w części, w jakiej czas przeznaczony na działalność B+R "
          "pozostaje w ogólnym czasie pracy, do wysokości 200% kosztów.",
          "200% on salaries, only the R&D share of time. need timesheets", "finance, tax, research"),
        c("cit", TM, _tm("Søren Madsen"), "",
          "Søren Madsen: the TP note for the management fee must match what Hamburg finally booked. 48k EUR, yes? And "
          "please flag if the interest on the DE loan is above the 2% safe harbour",
          "48k yes. loan rate 4.1%, not safe harbour, note it", "communication, tax"),
        c("cit", AR, _ar("B+R_projekty_2027_Gdynia.pdf"), "", "",
          "signed. 3 projects, 1.8m costs, not 2.1 as in draft", "finance, tax",
          ocr="Wykaz projektow B+R 2027  -  Nordhavn Marine Polska Sp. z o.o.\n1. Pompa balastowa BWP-7     koszty "
              "kwalifikowane   812 440,00\n2. Sterownik CNC v2          koszty kwalifikowane   604 910,00\n3. "
              "Powloka antykorozyjna      koszty kwalifikowane   391 Z20,00\nRazem                                   "
              "1 808 570,00\nPodpis: Dyrektor Zakladu  ......"),
        c("cit", NP, NOTES, "",
          "CIT open: B+R 1.81m x 200% only on salaries part (ask Piotr split), WHT on DE interest paid? TP note "
          "Søren, advance payments 12x total 2.6m",
          "Piotr's split by Fri. v3 on Sat", "finance, tax, planning"),
        c("cit", OL, _ol("RE: CIT-8 2027 NMPL - draft computation"), "",
          "Magda, thanks, this is clean. Two points: add the WHT certificate for the DE interest to the file, and "
          "show the B+R salaries split in a separate tab for the auditors. Then we can file next week. Søren",
          "2 points only. sign-off next wk", "finance, tax, email"),
        c("cit", XL, _xl("CIT_2027_NMPL_computation.xlsx"), "", "",
          "v3 after split. 2.75m CIT, 130k to pay after advances", "finance, tax",
          ocr="CIT 2027 computation v3 (PLN)\nTaxable income                     14,466,280\nCIT 19%              "
              "               2,748,593\nAdvances paid (12 x)               2,618,000\nCIT to pay by 31.03.2028       "
              "      130,593"),
    ],
}
_S4 = {
    "mapping": [
        c("mapping", XL, _xl("COA_mapping_PL10_to_GCOA_v4.xlsx"), "", "",
          "62 accounts still 'TBD'. most are the 640s", "software, config",
          ocr="Old acct   Old description               Group acct   Group description        Status\n"
              "640-01     Prepaid costs other           1450100      Prepaid expenses         OK\n640-05     "
              "Prepaid insurance             1450100      Prepaid expenses         OK\n640-09     R&D costs "
              "deferred           TBD          ?                        TBD\n845-02     Grants PFR0N                  "
              "TBD          ?                        TBD"),
        c("mapping", TM, _tm("Rahul Mehta"), "",
          "Rahul Mehta: Magda, the group COA has no account for development costs capitalised under Polish GAAP. "
          "Can you map 640-09 to 1450100 for now and we raise a change request?",
          "no! B+R must stay separate, CIT needs it", "communication, software, config"),
        c("mapping", SAP, "Display G/L Account Centrally", "", "",
          "old 640-09 balance 1.1m, 14 postings. can't hide it in prepaid", "software, config",
          ocr="G/L Account 640009   Company Code PL10\nShort Text  R&D costs defer.\nAccount Group  BS\nBalance "
              "c/f 2027   1.104.236,18 PLN\nField status group G001\nOpen item mgmt  [ ]  Line item display [x]"),
        c("mapping", NP, NOTES, "",
          "mapping left: 845 grants (PFRON) -> 7990100?, 7xx FX gains split realised/unrealised, 202 vendors "
          "foreign -> recon acct 2100200",
          "ask Kasia re 845 history", "software, config, planning"),
        c("mapping", OL, _ol("Change request CR-0412: new GL for capitalised development (PL)"), "",
          "Change request CR-0412 has been approved by the Group Finance Systems board. New account 1460300 "
          "'Capitalised development - local GAAP' will be available in the S/4 sandbox from Wednesday.",
          "CR approved in 2 days. miracle", "software, config, email"),
        c("mapping", WA, WHATSAPP, "",
          "Kasia: sorry for WhatsApp on Sunday 🙈 just remembered, the 845 account was also used for the 2025 "
          "training grant, so it's not only PFRON. Splitting it will be fun",
          "845 = 2 things. split in mapping, not later", "communication, config"),
        c("mapping", XL, _xl("COA_mapping_PL10_to_GCOA_v6.xlsx"), "", "",
          "v6: 0 TBD. to Rahul for the load file", "software, config",
          ocr="Summary v6\nMapped 1:1        418\nMapped n:1         57\nSplit 1:n          6\nTBD                0\n"
              "Checked by MK  16.03.2028"),
        c("mapping", TM, _tm("Rahul Mehta"), "",
          "Rahul Mehta: load file with your v6 went through in the sandbox, trial balance ties to the old system to "
          "the grosz. Nice work",
          "TB ties!! v6 final", "communication, software"),
    ],
    "uat": [
        c("uat", OL, _ol("UAT cycle 2 - PL10 - test scripts assigned"), "",
          "Dear testers, UAT cycle 2 for company code PL10 runs 9-17 March. You have been assigned 14 test scripts in "
          "Jira (label UAT2-PL10). Please record every defect with steps and screenshots. Go-live remains 1 April.",
          "14 scripts, 9 days, in the middle of audit. great", "software, deadline, email"),
        c("uat", GC, _gc("[FIN-2231] Test: Post vendor invoice in foreign currency - Jira"), JIRA + "FIN-2231", "",
          "fails at the rate step. S4 takes the day before posting, not before the invoice", "software, bug",
          ocr="FIN-2231  Test: Post vendor invoice in foreign currency\nStep 3  Expected: exchange rate = NBP "
              "table A of the day before the invoice date\nActual: rate of posting date -1  (4,3O12 instead of 4,2987)"
              "\nStatus: FAILED   Assignee: M. Kowalczyk"),
        c("uat", TM, _tm("Kasia Nowak"), "",
          "Kasia Nowak: the payment run test passed but the bank file has the old IBAN format for the EUR account, "
          "I logged it as FIN-2240. Do you want to look before I send it to Rahul?",
          "yes, after 3. audit until then", "communication, software, bug"),
        c("uat", GC, _gc("[FIN-2240] Bank file: EUR account IBAN without PL prefix - Jira"), JIRA + "FIN-2240",
          "Defect: DMEE payment file for house bank PKO1, account EUR01, writes the IBAN without the country prefix. "
          "The bank rejects the file. Priority: High. Found in: UAT2-PL10.",
          "high, blocks go-live. added screenshot", "software, bug"),
        c("uat", SAP, "Automatic Payment Transactions: Status", "", "",
          "test run 14.03, 38 items, 2 blocked (vendor IBAN missing)", "software, bug",
          ocr="Run date 14.03.2028  Identification PLT1\nStatus: Payment proposal has been created\nPayment medium "
              "program DMEE  PL_SEPA\nPosted items 36   Exceptions 2\nExceptn: Vendor 200417  no bank detai1s"),
        c("uat", NP, NOTES, "",
          "UAT: 11/14 passed. open FIN-2231 (rate), FIN-2240 (IBAN), FIN-2257 (IC invoice lands in wrong partner). "
          "retest Thu",
          "the IC one could break the close next yr", "software, bug, planning"),
        c("uat", GC, _gc("[FIN-2257] Intercompany invoice posted with wrong trading partner - Jira"),
          JIRA + "FIN-2257",
          "Defect: vendor invoice from NM GmbH (vendor 900020) is posted with trading partner DK10 instead of DE10. "
          "Consequence: intercompany elimination mismatch at group level.",
          "same mess as this yr's Hamburg gap if not fixed", "software, bug"),
        c("uat", TM, _tm("Rahul Mehta"), "",
          "Rahul Mehta: FIN-2231 and FIN-2240 fixed in QA, please retest. 2257 is master data, vendor 900020 had the "
          "wrong partner, corrected. Sign-off by Friday?",
          "retest tomorrow 8:00, sign Fri", "communication, software"),
    ],
}
_PIT = {
    "ours": [
        c("ours", GC, _gc("Your e-PIT - Podatki.gov.pl"), EPIT, "",
          "they already filled it. check the child relief and that Tomek is on it", "finance, tax",
          ocr="Your e-PIT  PIT-37 for 2027  (English version)\nSettlement: jointly with spouse\nRevenue (taxpayer)   "
              "   142 880,00\nRevenue (spouse)         71 204,00\nChild relief             1 112,04\nRefund         "
              "          2 3O4,00\n[Edit]  [Approve and send]"),
        c("ours", MS, MESSENGER, "",
          "Ewa: did you do your PIT yet? I don't know if I can put the IKZE in mine when it's in the bank and not at "
          "work. you're the accountant 😅",
          "IKZE = PIT/O, yes. call Ewa tmrw", "communication, tax"),
        c("ours", AR, _ar("IKZE_zaswiadczenie_2027.pdf"), "", "",
          "IKZE 2027: 9,388 paid in. the max", "finance, tax",
          ocr="ZASWIADCZENIE o wplatach na IKZE w roku 2027\nPosiadacz: Magdalena Kowalczyk\nSuma wplat w 2027 r.:  "
              "9 388,80 PLN\nWyplaty: 0,00\nData: 15.01.2028"),
        c("ours", NP, NOTES, "",
          "PIT home: IKZE 9388.80 on my side, Tomek's PIT-11 from MPK in, child relief 1112.04 ok, 1.5% -> the "
          "hospice? ask Tomek",
          "ask Tomek about the 1.5% before I send", "finance, tax, planning"),
        c("ours", WA, WHATSAPP, "",
          "Tomek: 1.5% to the Wrocław animal shelter, KRS is on their site. and don't send it before I see how much we "
          "get back 😄",
          "KRS shelter. refund 3k+ with IKZE", "communication, tax"),
        c("ours", GC, _gc("Jak przekazać 1,5% podatku - Podatki.gov.pl"),
          "https://www.podatki.gov.pl/pit/twoj-e-pit/jak-przekazac-1-5-proc-podatku/",
          "Aby przekazać 1,5% podatku, wpisz w zeznaniu numer KRS wybranej organizacji pożytku publicznego. "
          "Możesz też podać cel szczegółowy.",
          "KRS goes in the e-PIT, OPP list checked", "tax"),
        c("ours", GC, _gc("Your e-PIT - Podatki.gov.pl"), EPIT, "",
          "sent. UPO saved. refund 3,4k to the joint acct", "finance, tax, submission",
          ocr="Your e-PIT\nYour return has been sent\nReference number: 8f2c...a91e\nRefund: 3 43O,00 zl\n"
              "Download UPO"),
    ],
    "mama": [
        c("mama", MS, MESSENGER, "",
          "Mama: Madziu, przyszedł list z urzędu skarbowego o ryczałcie, nie wiem czy to coś złego. Pan Nowicki "
          "płacił za luty dopiero 10-go. Zadzwonisz wieczorem?",
          "call mama tonight, probably just the info letter", "communication, tax, rent"),
        c("mama", XL, _xl("Mama_rent_2027.xlsx"), "", "",
          "12 rents, Feb late, Aug paid double (Jul+Aug). total 26,400", "finance, rent",
          ocr="Rent Tarnow ul. Krakowska  2027\nMonth     Paid      Date\nJan       2 200     05.01\nFeb       2 2OO"
              "     10.02\n...\nJul       0         -\nAug       4 400     03.08\nTotal     26 400"),
        c("mama", GC, _gc("Ryczałt od przychodów z najmu prywatnego - Podatki.gov.pl"),
          "https://www.podatki.gov.pl/pit/poradniki/ryczalt-od-najmu-prywatnego/",
          "Przychody z najmu prywatnego są opodatkowane ryczałtem: 8,5% do kwoty 100 000 zł, a od nadwyżki 12,5%. "
          "Zeznanie PIT-28 składa się do 30 kwietnia roku następującego po roku podatkowym.",
          "8.5% under 100k. mama = 2,244 for the year", "tax, rent"),
        c("mama", NP, NOTES, "",
          "mama PIT-28: 26,400 x 8.5% = 2,244; monthly advances she paid 2,244? check her bank app Sat. "
          "pełnomocnictwo UPL-1 for me",
          "need her UPL-1 signed or I file as her", "tax, planning"),
        c("mama", AR, _ar("UPL-1_Halina_Kowalczyk.pdf"), "", "",
          "mama signed, scanned by Ewa. submit online", "tax",
          ocr="UPL-1  PELNOMOCNICTWO DO PODPISYWANIA DEKLARACJI\nMocodawca: Halina Kowalczyk\nPelnomocnik: "
              "Magdalena Kowalczyk\nZakres: PIT-28\nPodpis: H. Kowalczyk   Tarnow, 12.03.2028"),
        c("mama", MS, MESSENGER, "",
          "Mama: Sprawdziłam w banku, zapłaciłam wszystkie zaliczki oprócz grudnia, tam 187 zł. Czy to będzie kara?",
          "Dec advance 187 missing: she pays it with the return, interest tiny", "communication, tax"),
        c("mama", GC, _gc("e-Urząd Skarbowy - Podatki.gov.pl"), "https://urzad.podatki.gov.pl/", "",
          "mama's PIT-28 filed, 187 to pay by 30.04. set her a reminder", "tax, submission, deadline",
          ocr="e-Urzad Skarbowy\nPIT-28 za 2027  Halina Kowalczyk\nStatus: Przyjety  UPO dostepne\nPodatek do "
              "zaplaty: 187,OO zl  termin 30.04.2028"),
        c("mama", MS, MESSENGER, "",
          "Mama: Dziękuję kochanie! Zapłacę w poniedziałek na poczcie. A co z mieszkaniem, oglądaliście coś?",
          "she pays Mon at the post office. remind her anyway", "communication"),
    ],
}
_FLAT = {
    "mortgage": [
        c("mortgage", WA, WHATSAPP, "",
          "Paweł (broker): Dzień dobry, I have the three offers. ING is the cheapest on margin, PKO has the best fixed "
          "rate for 5 years, mBank wants the account and the card. I'll send the table tonight",
          "Paweł tonight. ask him fixed vs variable", "communication, finance, comparison"),
        c("mortgage", XL, _xl("mortgage_offers.xlsx"), "", "",
          "PKO fixed 5y wins on total even w/ higher fee", "finance, comparison, price",
          ocr="Bank     Amount     Term    Rate           Margin  Fee       Instal.   APR\nING      640 000    "
              "30 yrs  variable 6,41% 1,69%   0%        4 011     7,02%\nPKO BP   640 000    30 yrs  fixed 5y "
              "6,08%   -       1,5%      3 870     6,71%\nmBank    640 000    30 yrs  variable 6,55% 1,83%   0%      "
              "  4 068     7,2O%"),
        c("mortgage", GC, _gc("Kredyt hipoteczny ze stałą stopą - PKO Bank Polski"),
          "https://www.pkobp.pl/klient-indywidualny/kredyty-hipoteczne/",
          "Stała stopa procentowa przez 5 lat. Wkład własny od 20% wartości nieruchomości. Wymagane dokumenty: "
          "zaświadczenie o zatrudnieniu i dochodach, PIT za ostatni rok, wyciągi z rachunku za 6 miesięcy.",
          "20% own contribution = 160k. we have 128k + mama?", "finance, price"),
        c("mortgage", MS, MESSENGER, "",
          "Mama: Córeczko, te 40 tysięcy od taty na lokacie są dla was, na mieszkanie. Nie dyskutuj.",
          "mama's 40k -> own contribution covered. darowizna, zero tax in family", "communication, finance"),
        c("mortgage", OL, _ol("Employment and salary certificate - request"), "",
          "Hi HR team, could you please issue an employment and salary certificate (bank template attached, PKO BP) "
          "for a mortgage application? I need it by Wednesday. Thank you, Magda Kowalczyk",
          "HR template from the bank, Wed", "email, finance"),
        c("mortgage", WA, WHATSAPP, "",
          "Paweł (broker): the bank also wants your 2027 PIT with the UPO, since you filed already it's easy. And "
          "Tomek's PIT-11 from MPK. Then credit decision in about 10 working days",
          "PIT + UPO to Paweł. good I filed early", "communication, finance"),
        c("mortgage", NP, NOTES, "",
          "docs for PKO: HR cert (Wed), PIT-37 + UPO, Tomek PIT-11, 6 mo statements both, ID x2, the preliminary "
          "contract when signed",
          "all but the contract by Fri", "finance, planning"),
        c("mortgage", GC, _gc("Loan application - status - iPKO"), "https://www.ipko.pl/", "",
          "application in. analiza. 10 working days they say", "finance, application",
          ocr="Mortgage loan application no. KH/2028/03/118842\nStatus: UNDER REVIEW\nSubmitted: 17.03.2028\n"
              "Missing documents: preliminary contract (umowa przedwstepna)"),
    ],
    "viewings": [
        c("viewings", GC, _gc("3 rooms, 58 m², Gaj, balcony - Otodom"),
          "https://www.otodom.pl/en/offer/3-rooms-58-m2-gaj-ID4kQx2", "",
          "3rd floor no lift. 10 min to Zosia's school by tram", "household, price",
          ocr="3 rooms, 58 m2, Gaj, balcony\n749 000 zl   12 914 zl/m2\nFloor: 3/4  Lift: no  Year built: "
              "1978\nRent (admin): 620 zl\nHeating: district"),
        c("viewings", GC, _gc("Mieszkanie 61 m², Ołbin, ul. Daszyńskiego - Otodom"),
          "https://www.otodom.pl/pl/oferta/mieszkanie-61-m2-olbin-ID4kTz9",
          "Trzy pokoje, 61 m², po remoncie 2024, kamienica, 2 piętro, piwnica. Blisko placu Grunwaldzkiego i "
          "tramwaju. Cena 829 000 zł do negocjacji.",
          "800k max. over budget unless they move", "household, price"),
        c("viewings", WA, WHATSAPP, "",
          "Tomek: the agent for Daszyńskiego can do Saturday 10:00, Gaj at 11:30 is fine too. I'll take Zosia "
          "to my mum's",
          "Sat 10 + 11:30 both", "communication, reservation"),
        c("viewings", NP, NOTES, "",
          "ask at viewing: wspólnota fund & planned repairs, KW number, why selling, heating cost winter, damp in "
          "piwnica?",
          "questions for Sat, both flats", "household, planning"),
        c("viewings", WA, WHATSAPP, "",
          "Tomek: still thinking about yesterday. Gaj smelled of damp in the bathroom and the block's roof is from "
          "the 70s. Daszyńskiego was nice but the windows face the tram 🙄",
          "Daszyńskiego. bedroom on the yard side for Zosia", "communication, household"),
        c("viewings", GC, _gc("Księga wieczysta WR1K/00184422/3 - Elektroniczne Księgi Wieczyste"),
          "https://przegladarka-ekw.ms.gov.pl/eukw_prz/KsiegiWieczyste/wyszukiwanieKW", "",
          "KW clean. one old mortgage from 2011, seller says repaid", "household, finance",
          ocr="Dzial III  Wpisy: brak\nDzial IV  Hipoteka umowna 180 000,00 zl  na rzecz: Bank Pekao S.A.  2011\n"
              "Wlasciciel: Jan i Anna Mazur  (Dzial II)"),
        c("viewings", XL, _xl("flats_compared.xlsx"), "", "",
          "Daszyńskiego + soundproof windows still cheaper per m2 than new build", "household, comparison, price",
          ocr="Address         m2    Price     zl/m2    Works    Notes\nGaj             58    749 000   12 914   "
              "40 000   damp, roof\nDaszynskiego    61    829 000   13 590   5 000    tram noise\nPopowice (new)   55  "
              "  859 000   15 618   0        ready 2029"),
        c("viewings", WA, WHATSAPP, "",
          "Agent (Daszyńskiego): the sellers accept 795 000 if the preliminary contract is signed within two weeks "
          "and the deposit is 10%",
          "795!! 10% = 79.5k. from our savings", "communication, price"),
    ],
    "notary": [
        c("notary", GC, _gm("Re: umowa przedwstępna - projekt"), GMAIL,
          "Szanowni Państwo, w załączeniu projekt umowy przedwstępnej sprzedaży lokalu przy ul. Daszyńskiego. "
          "Termin u notariusza: 24 marca, godz. 12:00. Proszę o uwagi do środy. Z poważaniem, Kancelaria "
          "Notarialna A. Sikora",
          "notary 24th 12:00. read tonight", "email, finance"),
        c("notary", AR, _ar("projekt_umowy_przedwstepnej_Daszynskiego.pdf"), "", "",
          "§5: deposit lost if no mortgage! need a bank clause", "finance",
          ocr="§ 4. Kupujacy wplaca zadatek w kwocie 79 500 zl\n§ 5. W przypadku niezawarcia umowy przyrzeczonej z "
              "przyczyn lezacych po stronie Kupujacego zadatek przepada\n§ 6. Umowa przyrzeczona do dnia 30.06.2028"),
        c("notary", WA, WHATSAPP, "",
          "Paweł (broker): yes, insist on a clause that the zadatek is returned if the bank refuses the loan. Every "
          "notary knows it, the sellers' agent will agree",
          "bank clause, Paweł confirms. write to notary", "communication, finance"),
        c("notary", GC, _gm("Re: umowa przedwstępna - uwagi"), GMAIL,
          "Dear Ms Sikora, we ask to add to §5: the deposit is returned in full if the bank refuses the mortgage "
          "before 15 June 2028. Also please confirm the notary fee and who pays it. Magdalena Kowalczyk",
          "sent in English, she reads it, agent cc", "email, finance"),
        c("notary", WA, WHATSAPP, "",
          "Tomek: Can we sign on the 24th at 12? I have a shift until 14, I'll swap with Marek. Do I need my ID only?",
          "ID only. swap the shift", "communication"),
        c("notary", NP, NOTES, "",
          "notary costs: fee ~1,2k + VAT, PCC 2% only at the final deed (16k!), court fees KW. deposit 79.5k by "
          "transfer the day before",
          "PCC on the final deed, not now", "finance, tax, planning"),
        c("notary", GC, _gm("Re: umowa przedwstępna - uwagi"), GMAIL,
          "Pani Magdaleno, sprzedający akceptują zmianę § 5. Taksa notarialna 1 230 zł netto, koszty po połowie. "
          "Przesyłam poprawiony projekt. A. Sikora",
          "clause in! 24th confirmed", "email, finance"),
        c("notary", XL, _xl("flat_budget.xlsx"), "", "",
          "what's left after deposit: 48.5k + mama 40k for the rest", "finance, price",
          ocr="Savings               128 000\n- deposit (zadatek)     -79 500\n- notary (1/2)              -757\n"
              "+ mama (gift)          40 000\nLeft                    87 743\nOwn contribution 20%  159 000"),
    ],
}
_COMMUNION = {
    "reception": [
        c("reception", GC, _gc("First Communion menus 2028 - Restauracja Odra"),
          "https://www.restauracjaodra.pl/en/communion-2028", "",
          "menu B, 189/person. kids 95. 14 May room for 30?", "events, price",
          ocr="FIRST COMMUNION MENUS 2028\nMenu A  159 zl/pers.   Menu B  189 zl/pers.\nChildren under 10  95 zl\n"
              "Fireplace room up to 35 guests\nDeposit 30% on booking"),
        c("reception", WA, WHATSAPP, "",
          "Tomek: my side is 14 with the kids, yours? and mama said she wants to sit with my mum, so that's easy at "
          "least 😂",
          "guest list tonight. me ~12", "communication, events"),
        c("reception", XL, _xl("communion_guests.xlsx"), "", "",
          "28 confirmed + ks.? 6 kids. menu B", "events, planning",
          ocr="Guest                Side     Kids     Conf.\nHalina (babcia)      M        -        yes\nEwa + Piotrek "
              "+ Ola   M        1        yes\nBabcia Zofia         T        -        yes\nMarek + Ania + 2     T      "
              "  2        yes\nTotal 28  (kids 6)"),
        c("reception", GC, _gm("Rezerwacja - komunia 14.05.2028 - Kowalczyk"), GMAIL,
          "Dear Mrs Kowalczyk, we confirm the fireplace room on 14 May 2028 from 13:30 for 28 guests (6 children), "
          "menu B. Please pay the 30% deposit of PLN 1,418 within 7 days. Restauracja Odra",
          "deposit 1418 by 17th. paid from joint acct", "events, reservation, price"),
        c("reception", NP, NOTES, "",
          "kom: cake from Ewa's baker (not the restaurant's), table for kids w/ colouring, ask about highchair for "
          "Ola's baby, drinks own? (corkage)",
          "corkage - ask restaurant", "events, planning"),
        c("reception", MS, MESSENGER, "",
          "Ewa: my baker can do a 3 tier cake for 30 people, white and gold, 520 zł, she needs the date confirmed by "
          "April",
          "cake 520, yes. tell restaurant no dessert", "communication, events, price"),
        c("reception", GC, _gm("Re: Rezerwacja - komunia 14.05.2028 - Kowalczyk"), GMAIL,
          "Own cake is fine, we will serve it with coffee instead of dessert (minus 18 zł per person). Own wine: "
          "corkage 25 zł per bottle.",
          "-18/person for own cake. wine ours", "events, price"),
    ],
    "dress": [
        c("dress", WA, WHATSAPP, "",
          "Rodzice Komunia 3b: Dear parents, reminder that the parish decided on albs for all children, rented "
          "together through the parish (120 zł). No own dresses in church please! Photos of the alb model attached",
          "so no dress for church, only alb. dress for the party?", "communication, events"),
        c("dress", GC, _gc("Sukienka komunijna biała tiul - Allegro"),
          "https://allegro.pl/oferta/sukienka-komunijna-tiul-13882211", "",
          "for the party only. Zosia wants the tulle one, 140 cm", "shopping, price, comparison",
          ocr="Sukienka komunijna tiul bialy\n189,99 zl  Rozmiar: 134 / 140 / 146\nDostawa: jutro\nOcena 4,8  (312)"),
        c("dress", GC, _gc("Fotograf komunijny Wrocław - pakiety 2028"),
          "https://www.facebook.com/fotografkomunijnywroclaw/", "",
          "900 for church + 1h at the restaurant. album extra", "events, price",
          ocr="Communion photography 2028 (PL / EN)\nCHURCH package  600 zl\nCHURCH + RECEPTION (1h)  900 zl\n"
              "Album 20x30  +350 zl\n14.05  AVAILABLE"),
        c("dress", WA, WHATSAPP, "",
          "Rodzice Komunia 3b: the parish allows one photographer for the whole class in church, we vote for Studio "
          "Lumen (they did last year). Individual photographers only outside",
          "so my photographer only outside + restaurant", "communication, events"),
        c("dress", NP, NOTES, "",
          "Z: dress 140 (Allegro), white shoes 33, wreath (wianek) from the florist near church, photographer 1h at "
          "the restaurant only -> ask 500?",
          "ask photographer for a restaurant-only price", "shopping, planning"),
        c("dress", GC, _gc("Fotograf komunijny Wrocław - Messenger"), "https://www.facebook.com/messages/t/",
          "Fotograf: Yes, only the reception, 1.5 h, 550 zł with all photos online. I can take the date 14.05, "
          "deposit 150.",
          "550 restaurant only. booked", "communication, events, reservation"),
    ],
    "parish": [
        c("parish", GC, _gc("Ogłoszenia parafialne - Parafia św. Michała Archanioła na Ołbinie"),
          "https://www.parafiaolbin.pl/ogloszenia", "",
          "meeting Sun after 11:00 Mass, all parents", "events, meeting",
          ocr="Ogloszenia parafialne  12.03.2028\n3. Spotkanie dla rodzicow dzieci pierwszokomunijnych w niedziele "
              "19 marca po Mszy sw. o godz. 11:00 w salce parafialnej.\n4. Spowiedz dzieci: sobota 13 maja, "
              "godz. 9:OO"),
        c("parish", WA, WHATSAPP, "",
          "Rodzice Komunia 3b: who can take flowers for the church decoration (gerberas, white)? And we need 4 "
          "parents for cleaning the church on Saturday 13 May. Sign up in the sheet please",
          "I'll do flowers, Tomek has Sat shift", "communication, events"),
        c("parish", GC, _gc("Communion 3b - parents' duties - Google Sheets"),
          "https://docs.google.com/spreadsheets/d/1Komunia3b/edit", "",
          "signed: flowers w/ Ania. 40 zł/family for the gift to ks.", "events, planning",
          ocr="Duty                     Parents             \nChurch flowers           Kowalczyk, Mazur A.\n"
              "Cleaning 13.05           Nowak, Lis, ...\nGift for the parish priest  40 zl/family\n"
              "Pew decorations          Wrona"),
        c("parish", WA, WHATSAPP, "",
          "Rodzice Komunia 3b: Ks. Marek asks that each child brings the signed card of attendance at Sunday Masses "
          "(min. 20 stamps) to the meeting",
          "Zosia's card - 17 stamps?! 3 more Sundays", "communication, events"),
        c("parish", NP, NOTES, "",
          "parish mtg 19.03: rehearsals Tue+Thu 17:00 from 2 May, confession Sat 13 May 9:00, albs fitting 22.04, "
          "candle + book from parish",
          "rehearsals Tue/Thu - who picks up? Tomek shifts", "events, meeting, planning"),
        c("parish", WA, WHATSAPP, "",
          "Tomek: I asked for day shifts in May so I can do Tuesdays. Thursdays your mum? she offered",
          "Tue Tomek, Thu mama. tell mama", "communication, planning"),
    ],
}


def _merged(subs: dict[str, list[dict[str, Any]]], order: str) -> list[dict[str, Any]]:
    """One task's captures in the order she met them: `order` names each next capture's sub-topic by its initial."""
    queues = {key[0]: list(items) for key, items in subs.items()}
    out = [queues[initial].pop(0) for initial in order.replace(" ", "")]
    assert not any(queues.values()), "the order leaves captures out"
    return out


# each task's captures in the order she met them (sub-topics by initial); TIMELINE below says when
TASKS = {
    "close": _merged(_CLOSE, "rrrara rc rr ara racc ac ac ac c c"),
    "s4": _merged(_S4, "mmm um mu m uu u uu mu m"),
    "pit": _merged(_PIT, "oommm oom ooo mmmm"),
    "flat": _merged(_FLAT, "mm vv vm mm v vv mv vnn nnm nn nm n"),
    "communion": _merged(_COMMUNION, "r rdr d r pd dr r pp d rp d pp"),
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 6 to Sunday 19
# March 2028, Wrocław time; long work blocks, lunch-break messages, evenings of errands, two weekends.
DAYS = {
    # Mon (home): the reconciliation all morning, the broker's message read eight minutes into the auditors' list,
    # Kasia's find and the PBC status in the afternoon; evening: the tax portal, the restaurant's menus, the offers
    "2028-03-06": "08:50 close, 09:20 close, 09:45 close, 10:30 close, 10:38 flat, 14:10 close, 15:30 close, "
                  "21:10 pit, 21:30 communion, 22:00 flat",
    # Tue (office): Tomek's guest list before work, Hamburg's email, a focused mapping block, the CIT timeline right
    # after it; the parents' group at lunch; evening: two listings, her sister's IKZE question, the guest sheet
    "2028-03-07": "07:20 communion, 08:45 close, 09:30 s4, 10:05 s4, 10:20 s4, 10:31 close, 13:30 communion, "
                  "20:10 flat, 20:25 flat, 21:40 pit, 21:55 communion",
    # Wed (office): her open points, the UAT mail, her mapping notes and Tomek's text about Saturday's viewings nine
    # minutes later, the bank's page and her mother's letter at lunch, the IC matrix; evening: the rent, the dress
    "2028-03-08": "08:40 close, 09:30 s4, 10:00 s4, 10:09 flat, 12:30 flat, 12:41 pit, 16:30 close, 20:30 pit, "
                  "20:45 pit, 21:15 communion",
    # Thu (office), rapid switching: the change request, the plant's scans, the signed agreement, her mother's offer
    # of money, the first failed test, the HR request, the uploads; the family's PIT after dinner
    "2028-03-09": "08:50 s4, 09:02 close, 11:05 close, 11:14 flat, 14:00 s4, 16:40 flat, 16:52 close, 21:00 pit, "
                  "21:10 pit, 21:20 pit",
    # Fri (home): Tomek about the 1.5% at breakfast, Hamburg agrees, the auditors' visit, the CIT all afternoon; the
    # restaurant's confirmation and the PIT sent in the evening
    "2028-03-10": "07:40 pit, 09:30 close, 10:15 close, 14:00 close, 14:30 close, 19:40 communion, 21:30 pit, "
                  "21:45 pit",
    # Sat: her questions before the two viewings (nothing else captured: the viewings, then Tomek's mother's)
    "2028-03-11": "08:45 flat",
    # Sun: Tomek's verdict from his early shift, the parish's notices after Mass, the land register, Kasia's Sunday
    # message about the mapping, the photographer
    "2028-03-12": "06:50 flat, 12:30 communion, 14:00 flat, 17:30 s4, 20:00 communion",
    # Mon (office, the auditors arrive): the broker's request, a test result, fieldwork notes, the parents' group, a
    # defect, the TP question; evening: her mother's signed form, the two flats side by side, the party's details
    "2028-03-13": "09:50 flat, 11:40 s4, 12:30 close, 15:02 communion, 15:10 s4, 17:05 close, 20:10 pit, "
                  "20:30 flat, 21:00 communion",
    # Tue (office): an auditor's sample, the sellers' price, her mother's question at lunch, the signed R&D list, the
    # payment run; evening: the cake, the notary's draft
    "2028-03-14": "10:20 close, 10:31 flat, 13:05 pit, 15:40 close, 16:30 s4, 19:50 communion, 21:00 flat, "
                  "21:30 flat",
    # Wed (office): UAT notes and a defect, the broker on the clause and the parents' group at lunch, stock ageing,
    # CIT notes; evening: her reply to the notary, the bank's papers, her mother's PIT-28 filed, the duties sheet
    "2028-03-15": "10:30 s4, 11:00 s4, 12:40 flat, 12:55 communion, 14:00 close, 17:00 close, 21:00 flat, "
                  "21:20 flat, 21:30 pit, 21:45 communion",
    # Thu (office): her mother's thanks before work, the mapping's last version, Tomek's shift, the fixes; evening:
    # the dress list and the notary's costs
    "2028-03-16": "07:15 pit, 09:00 s4, 15:10 flat, 16:00 s4, 20:30 communion, 22:00 flat",
    # Fri (home): the tax manager's review, the notary's yes, the load file, the restaurant, the parents' group, the
    # bank's status
    "2028-03-17": "09:10 close, 10:05 flat, 11:30 s4, 12:45 communion, 17:30 communion, 18:30 flat",
    # Sat: the CIT's v3 in the morning, the photographer booked, the flat's budget in the afternoon
    "2028-03-18": "09:30 close, 10:30 communion, 16:00 flat",
    # Sun: the parents' meeting after the 11:00 Mass, Tomek's shifts in the evening
    "2028-03-19": "12:40 communion, 19:10 communion",
}

TIMELINE = day_timeline(DAYS, TZ)
