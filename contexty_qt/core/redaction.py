"""Find likely secrets in text and replace them with typed placeholders before text leaves the machine.

`redact(text)` returns the redacted text and what was found (kind -> count), so the UI can say
"2 likely secrets are redacted before anything is sent to the model". `redactor_for(settings)` is
the `Callable[[str], str]` the model gateway and the OpenAI embeddings backend apply to every
outgoing text; it reads `privacy.redact_secrets` at each call, so turning it off applies at once.

What counts as a secret, in order of precedence (an earlier rule wins where two overlap):
  * PEM / OpenSSH / PGP / PuTTY private key blocks (to the END line, or to the end of the key
    material when the END line was not captured).
  * Tokens by their documented prefixes: OpenAI (sk-, sk-proj-), Anthropic (sk-ant-), GitHub
    (ghp_/gho_/ghu_/ghs_/ghr_, github_pat_), GitLab (glpat-), Slack (xox?-, webhooks), AWS access
    key ids (AKIA/ASIA/...) and secret keys (by key name, or any 40-character base64 word next to
    an access key id), Google (AIza), Stripe (sk_/rk_/pk_ live and test), npm, PyPI, Hugging Face,
    SendGrid, JWTs, "Bearer"/"Basic" authorization values.
  * Credentials by context: password=..., api_key: ..., token="..." assignments (the value only;
    a bare value that is a plain identifier needs a digit, since code names variables there:
    `token=token`, `password = get_password()` are left alone, and so is a digitless bare password),
    user:password@ in URLs (the password only), ?token=/?key=/?sig= query values.
  * Card numbers: 13-19 digits in groups of three or more split by single spaces or dashes (one
    kind of separator), or 15-16 digits unbroken; a known issuer prefix (Visa, Mastercard, Amex,
    Discover, JCB, Diners, UnionPay) and a valid Luhn check digit.
  * A lone password: a line that is one password-shaped word (8-64 characters, three of
    lower/upper/digit/symbol, not a URL, path, e-mail, file name, version or identifier) standing
    by itself: the text is only that line, or the line has blank lines or a "...:" label around it.
    That is what a selection of a password looks like once a prompt quotes it.
  * High entropy (last resort): a word of 24+ characters from the base64/base62 alphabet that
    mixes upper case, lower case and digits, has a Shannon entropy near that of random text and
    changes character class often (random strings do; camelCase identifiers and paths do not).

Decided false-positive rules for the entropy rule, because captured text is full of identifiers
that are not secrets: hex-only words (git SHAs, SHA-1/256 checksums, MD5s, Docker digests) and
UUIDs are never flagged by entropy alone (a hex API key is still caught when it is assigned to a
key-like name, e.g. `api_key = 3f9c...`); words inside URLs are not flagged (document and video
ids live there; secrets in URLs are caught by the query-name and user:password rules); base64
after "base64," (data: URIs) and sha256-/sha512- integrity hashes are not flagged; path-like
words (most segments between slashes are lower-case or CamelCase words) are not flagged.

Password-field captures (what X11 allows): X11 does not say which widget has the focus or whether
it masks its text; only AT-SPI (ROLE_PASSWORD_TEXT) could, and it needs the accessibility bus and
pyatspi, which capture/provenance.py already decided against. Toolkits do not export a masked field
to PRIMARY or CLIPBOARD (GtkEntry with visibility off, QLineEdit in Password mode, <input
type=password> in Firefox and Chromium), so a selection taken from a masked field is normally empty.
What remains is a password shown in plain text: a selected lone password (the lone-password rule
above, on every outgoing text), and text captured from a window whose class or title marks a password
prompt (pinentry, polkit, ssh-askpass, gcr-prompter, "[sudo] password for", "Passphrase", ...):
`redact_capture` withholds such a capture's text whole. Limits: a password inside a sentence is
caught only by the other rules; a title rule cannot see a password field inside an ordinary page.

Redaction is idempotent: placeholders are never matched again. This module never logs content.
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import math
import re
import string
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Protocol

from contexty_qt.core.model import Memory

PLACEHOLDER = "[REDACTED:{kind}]"

# kind -> how the UI names it
KIND_LABELS: dict[str, str] = {
    "private-key": "private key",
    "openai-key": "OpenAI API key",
    "anthropic-key": "Anthropic API key",
    "github-token": "GitHub token",
    "gitlab-token": "GitLab token",
    "slack-token": "Slack token",
    "slack-webhook": "Slack webhook URL",
    "aws-access-key": "AWS access key id",
    "aws-secret-key": "AWS secret key",
    "google-api-key": "Google API key",
    "stripe-key": "Stripe key",
    "npm-token": "npm token",
    "pypi-token": "PyPI token",
    "huggingface-token": "Hugging Face token",
    "sendgrid-key": "SendGrid key",
    "jwt": "JSON web token",
    "bearer-token": "bearer token",
    "basic-auth": "basic auth credentials",
    "password": "password",
    "secret": "secret value",
    "url-password": "password in a URL",
    "card-number": "card number",
    "high-entropy": "random-looking token",
    "password-field": "text from a password prompt",
}


class SettingsReader(Protocol):
    def get(self, key: str) -> object: ...


@dataclass(frozen=True, order=True)
class Finding:
    start: int
    end: int
    kind: str


@dataclass(frozen=True)
class RedactionResult:
    text: str
    counts: Mapping[str, int] = field(default_factory=dict)  # kind -> how many were replaced

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def __bool__(self) -> bool:
        return self.total > 0


# ---- rules -----------------------------------------------------------------------------------------
_B = r"(?<![A-Za-z0-9_\-])"  # a token starts at a word boundary that also treats - and _ as word chars
_E = r"(?![A-Za-z0-9_\-])"


@dataclass(frozen=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    needles: tuple[str, ...] = ()  # a cheap substring test before the regex runs (any of them, case-sensitive)
    group: int = 0  # which group is the secret (the rest is context that stays)
    check: Callable[[str], bool] | None = None
    check_match: Callable[[re.Match[str], str], bool] | None = None  # (match, the secret from the original text)
    folded: bool = False  # match the ASCII-lower-cased text (fast, case-insensitive) at a word start


def _is_placeholder_like(value: str) -> bool:
    """A value that only stands for a secret: masks, template variables, environment lookups."""
    v = value.strip("\"'`")
    if not v or set(v) <= set("*•·x X.-_#"):
        return True
    lowered = v.lower()
    return (v.startswith(("$", "<", "{", "(", "[", "%", "os.", "process.env", "env[", "getenv", "getpass"))
            or re.fullmatch(r"#[0-9A-Fa-f]{3,8}", v) is not None  # a colour

            or lowered in {"none", "null", "nil", "true", "false", "undefined", "empty", "required", "optional",
                           "string", "str", "your_password", "yourpassword", "password", "secret", "changeit",
                           "pass", "passwd", "pwd", "pw", "token", "key", "apikey", "api_key", "user"})


_CODE_VALUE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|.*[(\[].*")  # self.password, get_token(...), cfg["key"]
_TYPE_NAME = re.compile(r"(?:[A-Z][a-z]+){2,}|[a-z]+")  # `password: SecretStr`, `token: str` (annotations)


_SECRET_WORD = re.compile(r"(?i)pass|pwd|secret|token|key|credential|auth")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBER = re.compile(r"[\d_.,]+")
_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:[.\-][A-Za-z_][A-Za-z0-9_]*)*")


def _assigned_value(value: str) -> bool:
    if len(value.strip("\"'`")) < 3 or _is_placeholder_like(value):
        return False
    if value[:1] in "\"'`":
        return True
    return not _CODE_VALUE.fullmatch(value)  # code: self.password, get_token(), cfg["key"]


def _colon_value(value: str) -> bool:
    return (_assigned_value(value) and len(value.strip("\"'`")) >= 6
            and (value[:1] in "\"'`" or not _TYPE_NAME.fullmatch(value)))


def _names_a_secret(inner: str) -> bool:
    """"llm.api_key_name", "API_TOKEN": the name of a setting or variable, not its value."""
    return bool(_DOTTED.fullmatch(inner) and _SECRET_WORD.search(inner))


def _assignment_ok(_match: re.Match[str], value: str, *, colon: bool, password: bool) -> bool:
    if not (_colon_value(value) if colon else _assigned_value(value)):
        return False
    inner = value.strip("\"'`")
    if not password and _NUMBER.fullmatch(inner):
        return False  # max_token=129_599: a number, not a token
    if value[:1] in "\"'`":
        # a quoted token has no spaces (a password may); a quoted secret's *name* is no secret
        return not _names_a_secret(inner) and (password or not any(c.isspace() for c in inner))
    if _IDENTIFIER.fullmatch(inner):
        # `token = Error`, unk_token=unk_piece: code names a variable (a literal would be quoted); a bare
        # password in an INI or .env file (`password = hunter2`) has a digit in it. Missed: digitless ones.
        return any(c.isdigit() for c in inner) and any(c.isalpha() for c in inner)
    return True


def _token_shaped(value: str) -> bool:
    """An authorization value, not a word: it has a digit or mixes cases or carries token symbols."""
    has_digit = any(c.isdigit() for c in value)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    return (has_digit or mixed or any(c in "._~+/=-" for c in value)) and not _is_placeholder_like(value)


_KEY_NAMES_PASSWORD = r"passw(?:or)?d|passwd|pwd|pass|passphrase|db_pass(?:word)?"
_KEY_NAMES_PASSWORD_COLON = r"passw(?:or)?d|passwd|pwd|passphrase"  # "pass:" is mostly prose
_KEY_NAMES_SECRET = (r"secret(?:_?key)?|client_?secret|api[_-]?key|apikey|api[_-]?secret|access[_-]?key(?:_?id)?|"
                     r"secret[_-]?access[_-]?key|access[_-]?token|auth[_-]?token|refresh[_-]?token|token|"
                     r"private[_-]?key|signing[_-]?key|encryption[_-]?key|credentials?")
_VALUE_QUOTED = r"\"[^\"\n]{1,512}\"|'[^'\n]{1,512}'|`[^`\n]{1,512}`"
_VALUE_BARE = r"[^\s\"'`,;)\]}]{1,512}"


def _assignment(names: str, separator: str) -> re.Pattern[str]:
    # NAME = value | NAME: value (no space before the colon: "pass :class:" is prose), matched in folded
    # text; the word start (DB_PASSWORD counts) is checked after: a leading look-behind would cost
    # Python's regex engine its literal-prefix scan (20x slower)
    before = "" if separator == ":" else "[ \t]*"
    return re.compile(rf"(?:{names})[\"']?{before}{separator}[ \t]*({_VALUE_QUOTED}|{_VALUE_BARE})")


_ASCII_FOLD = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)  # keeps every position


_KEY_MATERIAL = re.compile(r"[A-Za-z0-9+/=]{16,}")  # base64 key lines: not code that only names the markers


def _at_word_start(folded: str, start: int) -> bool:
    return start == 0 or not folded[start - 1].isalnum() or folded[start - 1] in "_.-"


_RULES: tuple[_Rule, ...] = (
    _Rule("private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=:,.\- \t\r\n]*)"),
        ("PRIVATE KEY",), check=lambda block: _KEY_MATERIAL.search(block) is not None),
    _Rule("private-key", re.compile(r"PuTTY-User-Key-File-\d+:[\s\S]*?(?:Private-MAC: *[0-9a-fA-F]+|\Z)"),
          ("PuTTY-User-Key-File",), check=lambda block: _KEY_MATERIAL.search(block) is not None),
    _Rule("anthropic-key", re.compile(_B + r"sk-ant-[A-Za-z0-9_\-]{20,}" + _E), ("sk-ant-",)),
    _Rule("openai-key", re.compile(_B + r"sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}" + _E),
          ("sk-",), check=lambda v: any(c.isdigit() for c in v) and any(c.isalpha() for c in v[3:])),
    _Rule("github-token", re.compile(_B + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})" + _E),
          ("gh", "github_pat_")),
    _Rule("gitlab-token", re.compile(_B + r"gl(?:pat|dt|ptt|rt)-[A-Za-z0-9_\-]{20,}" + _E), ("gl",)),
    _Rule("slack-webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/\-]{16,}"),
          ("hooks.slack.com",)),
    _Rule("slack-token", re.compile(_B + r"xox[abposre]-[A-Za-z0-9\-]{10,}" + _E), ("xox",)),
    _Rule("aws-access-key", re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}"
                                       r"(?![A-Z0-9])"), ("AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AROA")),
    _Rule("aws-secret-key", re.compile(
        r"(?i)aws.{0,24}?(?:secret|sk).{0,24}?[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"),
        ("aws", "AWS", "Aws"), group=1),
    _Rule("google-api-key", re.compile(r"(?<![A-Za-z0-9_\-])AIza[0-9A-Za-z_\-]{35}(?![A-Za-z0-9_\-])"), ("AIza",)),
    _Rule("stripe-key", re.compile(_B + r"(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}" + _E), ("_live_", "_test_")),
    _Rule("npm-token", re.compile(_B + r"npm_[A-Za-z0-9]{36}" + _E), ("npm_",)),
    _Rule("pypi-token", re.compile(_B + r"pypi-AgE[A-Za-z0-9_\-]{50,}" + _E), ("pypi-",)),
    _Rule("huggingface-token", re.compile(_B + r"hf_[A-Za-z0-9]{30,}" + _E), ("hf_",)),
    _Rule("sendgrid-key", re.compile(_B + r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}" + _E), ("SG.",)),
    _Rule("jwt", re.compile(r"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*"),
          ("eyJ",)),
    _Rule("url-password", re.compile(r"(?i)\b[a-z][a-z0-9+.\-]{1,20}://[^\s/:@]{1,128}:([^\s/@]{1,256})@"),
          ("://",), group=1, check=lambda v: not _is_placeholder_like(v) and not re.fullmatch(r"[a-z]{1,4}", v)),
    _Rule("bearer-token", re.compile(r"(?i)\bbearer\s+([A-Za-z0-9._~+/=\-]{16,})"), ("earer", "EARER"),
          group=1, check=_token_shaped),
    _Rule("basic-auth", re.compile(r"(?i)\bauthorization\s*[:=]\s*[\"']?basic\s+([A-Za-z0-9+/=]{8,})"),
          ("asic", "ASIC"), group=1),
    _Rule("secret", re.compile(r"(?i)[?&](?:access_token|token|api_?key|key|secret|client_secret|password|pwd|"
                               r"sig|signature|auth)=([^&#\s\"'<>]{6,})"), ("=",), group=1,
          check=lambda v: not _is_placeholder_like(v)),
    _Rule("password", _assignment(_KEY_NAMES_PASSWORD, r"(?:=|:=|=>)"), ("pass", "pwd"), group=1,
          check_match=partial(_assignment_ok, colon=False, password=True), folded=True),
    _Rule("password", _assignment(_KEY_NAMES_PASSWORD_COLON, r":"), ("pass", "pwd"), group=1,
          check_match=partial(_assignment_ok, colon=True, password=True), folded=True),
    _Rule("secret", _assignment(_KEY_NAMES_SECRET, r"(?:=|:=|=>)"), ("secret", "key", "token", "credential"),
          group=1, check_match=partial(_assignment_ok, colon=False, password=False), folded=True),
    _Rule("secret", _assignment(_KEY_NAMES_SECRET, r":"), ("secret", "key", "token", "credential"), group=1,
          check_match=partial(_assignment_ok, colon=True, password=False), folded=True),
)

# ---- card numbers ---------------------------------------------------------------------------------
_CARD = re.compile(r"\d(?:[ \-]?\d){12,18}(?![\w\-]|[.,/]\d)")  # no leading look-behind: see _assignment
_FOUR_DIGITS = re.compile(r"\d{4}")
_ISSUER = re.compile(r"4|5[1-5]|2[2-7]|3[47]|3[0689]|35|6(?:011|22|4[4-9]|5)")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _card_numbers(text: str) -> Iterator[Finding]:
    if not _FOUR_DIGITS.search(text):  # every way of writing a card has a group of four digits
        return
    for match in _CARD.finditer(text):
        start, end = match.span()
        if start and (text[start - 1].isalnum() or text[start - 1] in "_-.,/"):
            continue  # part of a longer number, a word, a version or a date
        raw = match.group()
        separators = set(raw) - set("0123456789")
        if len(separators) > 1:  # "1234-5678 9012..." mixes separators: not how cards are written
            continue
        if separators and min(len(g) for g in re.split(r"[ \-]", raw)) < 3:
            continue  # cards are written in groups of 4 (4-6-5 for Amex): "2 4 4 3 0 0 ..." is a table
        if not separators and ((start and text[start - 1] in "(*^+%") or text[end:end + 1] in (")", "*", "^", "%")
                               or not 15 <= len(raw) <= 16):
            continue  # a formula's literal, seed(348932549825235); unbroken cards are 15 (Amex) or 16 digits
        digits = raw.replace(" ", "").replace("-", "")
        if 13 <= len(digits) <= 19 and _ISSUER.match(digits) and luhn_ok(digits) and len(set(digits)) > 1:
            yield Finding(match.start(), match.end(), "card-number")


# ---- lone passwords -------------------------------------------------------------------------------
_NOT_PASSWORD = re.compile(
    r"(?i)^(?:[a-z][a-z0-9+.\-]*://.*|www\..*|[^@\s]+@[^@\s]+\.[a-z]{2,}|.*[/\\].*|-.*|[@#].*"
    r"|v?\d+(?:[._\-]\d+)+[a-z0-9.\-+]*"  # versions, dates, times
    r"|[\w\-]+(?:\.[\w\-]+)*\.[a-z][a-z0-9]{0,5}"  # file and host names: name.ext, example.co.uk
    r"|(?:[A-Z]?[a-z]++)++_?\d*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*"  # CamelCase2, CONSTANT_NAMES
    r"|[\d\s.,:;%+\-$€£()]+"  # numbers, amounts, phone numbers
    r"|[{\[<(%$].*|.*[}\]>)]|[*_~`=].*[*_~`=]"  # {placeholders}, [links], <tags>, ${VARS}, **bold**
    r"|[:\"'].*|.*[\"'`]|.*`.*`.*"  # :rst:`roles`, \"\"\"docstrings, quoted words
    r"|\.?[A-Za-z_]\w*(?:\.[A-Za-z_~]\w*)+|[A-Za-z_]\w*=.*)$"  # dotted.names.Of.Modules, flag=Value
)


def looks_like_lone_password(text: str) -> bool:
    """One word that reads like a password: 8-64 characters, three of lower/upper/digit/symbol, a letter,
    and none of the shapes ordinary words take (URL, path, e-mail, file name, version, identifier)."""
    word = text.strip()
    if not 8 <= len(word) <= 64 or any(c.isspace() for c in word) or not word.isprintable():
        return False
    lower = any(c.islower() for c in word)
    upper = any(c.isupper() for c in word)
    digit = any(c.isdigit() for c in word)
    symbol = any(not c.isalnum() for c in word)
    if sum((lower, upper, digit, symbol)) < 3 or not (lower or upper) or not (digit or symbol):
        return False
    if ("(" in word and ")" in word) or word.endswith((";", ",", ":", ".")) or "==" in word:
        return False  # code and punctuation of prose
    return not _NOT_PASSWORD.match(word)


def _lone_passwords(text: str) -> Iterator[Finding]:
    """A password-shaped line standing alone: the whole text, or a line between blanks or after a label."""
    lines = text.split("\n")
    if len(lines) > 5000:  # quoted selections are short; do not walk a 20 MB paste line by line twice
        lines = lines[:5000]
    offset = 0
    for i, line in enumerate(lines):
        word = line.strip()
        if word and looks_like_lone_password(word):
            before = lines[i - 1].strip() if i > 0 else ""
            after = lines[i + 1].strip() if i + 1 < len(lines) else ""
            if (not before or before.endswith(":")) and not after:
                start = offset + line.index(word)
                yield Finding(start, start + len(word), "password")
        offset += len(line) + 1


# ---- high entropy ---------------------------------------------------------------------------------
# no leading look-behind (see _assignment); finditer starts at a run's first character anyway, and a
# suffix of a run that was too short is shorter still
_ENTROPY_WORD = re.compile(r"[A-Za-z0-9_+/\-]{24,}={0,2}(?![A-Za-z0-9_+/=\-])")
_HEX = re.compile(r"[0-9a-fA-F\-]+")
_URL = re.compile(r"(?i)\b(?:[a-z][a-z0-9+.\-]{1,20}://|www\.)[^\s<>\"'`]+")
_PATH_SEGMENT = re.compile(r"[a-z0-9_.\-]*[a-z][a-z0-9_.\-]*|(?:[A-Z][a-z]+)+\d*")
_WORDISH = re.compile(r"[A-Z]?[a-z]{3,}")
_SEPARATORS = re.compile(r"[_\-/+=]")
_WORD_SEGMENT = re.compile(r"(?:[A-Z]{2,}+|[A-Z]?[a-z]++)++\d*[a-z]?|\d+[A-Za-z]{0,4}")
_HASH_PREFIX = re.compile(r"(?i)^(?:sha(?:1|224|256|384|512)|md5)[-_]")


def shannon_entropy(word: str) -> float:
    counts = Counter(word)
    n = len(word)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _char_class(c: str) -> int:
    return 0 if c.islower() else 1 if c.isupper() else 2 if c.isdigit() else 3


def looks_random(word: str) -> bool:
    """A base62/base64 word that reads like random bytes (see the module notes for what is excluded)."""
    core = word.rstrip("=")
    n = len(core)
    if n < 24 or _HEX.fullmatch(core) or _HASH_PREFIX.match(core):
        return False
    if not (any(c.islower() for c in core) and any(c.isupper() for c in core) and any(c.isdigit() for c in core)):
        return False
    if "/" in core:
        segments = [s for s in core.split("/") if s]
        if sum(1 for s in segments if _PATH_SEGMENT.fullmatch(s)) * 2 >= len(segments):
            return False
    if shannon_entropy(core) < min(4.0, 0.82 * math.log2(n)):
        return False
    words = sum(len(w) for w in _WORDISH.findall(core))  # camelCase and snake_case identifiers are words
    if words * 2 >= n:
        return False
    segments = [seg for seg in _SEPARATORS.split(core) if seg]
    if len(segments) >= 2 and sum(1 for seg in segments if _WORD_SEGMENT.fullmatch(seg)) * 4 >= len(segments) * 3:
        return False  # OpenCV_REPLACE_SYS_PATH_0, OpenGVLab/InternVL3-1B-hf: names, not noise
    changes = sum(1 for a, b in itertools.pairwise(core) if _char_class(a) != _char_class(b))
    return changes / (n - 1) >= 0.4


def _high_entropy(text: str) -> Iterator[Finding]:
    urls = [m.span() for m in _URL.finditer(text)] if "://" in text or "www." in text else []
    for match in _ENTROPY_WORD.finditer(text):
        start, end = match.span()
        if any(a <= start < b for a, b in urls) or text[max(0, start - 7):start].lower() == "base64,":
            continue
        if looks_random(match.group()):
            yield Finding(start, end, "high-entropy")


# ---- the scan -------------------------------------------------------------------------------------
def find_secrets(text: str) -> list[Finding]:
    """Non-overlapping findings in text order; where rules overlap the one listed first wins."""
    if not text:
        return []
    taken: list[Finding] = []  # sorted by start, never overlapping

    def take(found: Iterator[Finding]) -> None:
        for f in found:
            at = bisect.bisect_left(taken, f)
            if f.end > f.start and (at == 0 or taken[at - 1].end <= f.start) and (
                    at == len(taken) or f.end <= taken[at].start):
                taken.insert(at, f)

    folded = text.translate(_ASCII_FOLD)
    for rule in _RULES:
        haystack = folded if rule.folded else text
        if rule.needles and not any(n in haystack for n in rule.needles):
            continue
        take(Finding(m.start(rule.group), m.end(rule.group), rule.kind)
             for m in rule.pattern.finditer(haystack)
             if (not rule.folded or _at_word_start(folded, m.start()))
             and (rule.check is None or rule.check(text[m.start(rule.group):m.end(rule.group)]))
             and (rule.check_match is None or rule.check_match(m, text[m.start(rule.group):m.end(rule.group)])))
        if rule.kind == "aws-access-key" and taken:
            take(_aws_secret_beside_key_id(text, taken))
    if any(c.isdigit() for c in text):
        take(_card_numbers(text))
    take(_lone_passwords(text))
    take(_high_entropy(text))
    return taken


_AWS_SECRET_WORD = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")


def _aws_secret_beside_key_id(text: str, taken: list[Finding]) -> Iterator[Finding]:
    """A 40-character base64 word in the same text as an AWS access key id is its secret key."""
    if not any(t.kind == "aws-access-key" for t in taken):
        return
    for match in _AWS_SECRET_WORD.finditer(text):
        word = match.group()
        if not _HEX.fullmatch(word) and any(c.isupper() for c in word) and any(c.islower() for c in word):
            yield Finding(match.start(), match.end(), "aws-secret-key")


def redact(text: str) -> RedactionResult:
    """The text with every finding replaced by [REDACTED:<kind>], and how many of each kind."""
    findings = find_secrets(text)
    if not findings:
        return RedactionResult(text, {})
    parts: list[str] = []
    last = 0
    for f in findings:
        parts.append(text[last:f.start])
        parts.append(PLACEHOLDER.format(kind=f.kind))
        last = f.end
    parts.append(text[last:])
    return RedactionResult("".join(parts), dict(Counter(f.kind for f in findings)))


def redact_text(text: str) -> str:
    return redact(text).text


def redactor_for(settings: SettingsReader) -> Callable[[str], str]:
    """The gateway's `redact` hook: redacts while privacy.redact_secrets is on (read at every call)."""

    def redactor(text: str) -> str:
        if not settings.get("privacy.redact_secrets"):
            return text
        return redact(text).text

    return redactor


# ---- password prompts -----------------------------------------------------------------------------
# WM_CLASS / process names of programs whose windows are password prompts or password stores
PASSWORD_PROMPT_APPS = ("pinentry", "gcr-prompter", "polkit", "askpass", "kwalletd", "lxpolkit", "keepassxc",
                        "1password", "bitwarden", "lastpass", "seahorse", "gnome-keyring", "kwalletmanager")
PASSWORD_PROMPT_TITLE = re.compile(
    r"(?i)\b(?:password|passphrase|passcode|pin entry|enter (?:your )?pin|authentication required|authenticate"
    r"|unlock (?:\w+ )?keyring|sudo|one-time (?:password|code)|verification code|two-factor|2fa)\b")


def password_prompt_reason(app: str, window_title: str) -> str | None:
    """Why a window looks like a password prompt (its class or its title), or None."""
    lowered = app.lower()
    for name in PASSWORD_PROMPT_APPS:
        if name in lowered:
            return f"captured from {app}, a password prompt or password store"
    match = PASSWORD_PROMPT_TITLE.search(window_title)
    if match:
        return f"captured from a window titled “{window_title}” (“{match.group()}” suggests a password prompt)"
    return None


def redact_capture(text: str, app: str = "", window_title: str = "") -> RedactionResult:
    """A capture's text as it may leave the machine: all of it withheld when it came from a password
    prompt (its window class or title), otherwise with its secrets (a lone password included) redacted."""
    if text.strip() and password_prompt_reason(app, window_title):
        return RedactionResult(PLACEHOLDER.format(kind="password-field"), {"password-field": 1})
    return redact(text)


def capture_redactor_for(settings: SettingsReader) -> Callable[[str, str, str], str]:
    """`redact_capture(text, app, window_title).text` while privacy.redact_secrets is on (read at every call)."""

    def redactor(text: str, app: str, window_title: str) -> str:
        if not settings.get("privacy.redact_secrets"):
            return text
        return redact_capture(text, app, window_title).text

    return redactor


# ---- the per-capture indicator ------------------------------------------------------------------
SCAN_LIMIT = 200_000  # characters per field the indicator reads; redaction itself always reads everything


def capture_secrets(memo: str, text: str, ocr_text: str = "", *, app: str = "",
                    window_title: str = "") -> dict[str, int]:
    """kind -> count of likely secrets in a capture's memo, selected text and OCR text (the indicator).

    Fields longer than SCAN_LIMIT are read up to it, so a 20 MB paste cannot stall the canvas; what
    is sent to the model is redacted in full either way.
    """
    counts: Counter[str] = Counter()
    counts.update(redact(memo[:SCAN_LIMIT]).counts)
    counts.update(redact_capture(text[:SCAN_LIMIT], app, window_title).counts)
    counts.update(redact(ocr_text[:SCAN_LIMIT]).counts)
    return dict(counts)


_CACHE_SIZE = 20_000
_cache: OrderedDict[bytes, dict[str, int]] = OrderedDict()
_cache_lock = threading.Lock()


def memory_secrets(memory: Memory, ocr_text: str = "") -> dict[str, int]:
    """capture_secrets for a memory row, remembered by a digest of what it reads (the timeline reloads
    thousands of rows; the canvas repaints): computed on the fly, not stored, so a better rule applies
    to old captures at once and no capture path has to keep a stored count current."""
    prov = memory.provenance
    digest = hashlib.blake2b(digest_size=16)
    for part in (memory.memo[:SCAN_LIMIT], memory.text[:SCAN_LIMIT], ocr_text[:SCAN_LIMIT], prov.app,
                 prov.window_title):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    key = digest.digest()
    with _cache_lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            return dict(found)
    counts = capture_secrets(memory.memo, memory.text, ocr_text, app=prov.app, window_title=prov.window_title)
    with _cache_lock:
        _cache[key] = counts
        if len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return dict(counts)


def secrets_notice(counts: Mapping[str, int], *, redacting: bool = True) -> str:
    """The indicator's sentence, e.g. "2 likely secrets are redacted before anything is sent to the model"."""
    total = sum(counts.values())
    if total <= 0:
        return ""
    kinds = ", ".join(KIND_LABELS.get(k, k) + (f" ×{n}" if n > 1 else "") for k, n in sorted(counts.items()))
    verb = "is" if total == 1 else "are"
    noun = "secret" if total == 1 else "secrets"
    if not redacting:
        return (f"{total} likely {noun} ({kinds}) {verb} sent to the model as captured: redaction is off "
                f"(Settings > Privacy > Redact secrets).")
    return f"{total} likely {noun} {verb} redacted before anything is sent to the model ({kinds})."


__all__ = [
    "KIND_LABELS", "PASSWORD_PROMPT_APPS", "PLACEHOLDER", "Finding", "RedactionResult", "capture_redactor_for",
    "capture_secrets", "find_secrets", "looks_like_lone_password", "looks_random", "luhn_ok", "memory_secrets",
    "password_prompt_reason", "redact", "redact_capture", "redact_text", "redactor_for", "secrets_notice",
    "shannon_entropy",
]
