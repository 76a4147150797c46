"""Secret redaction (core/redaction.py): what is caught, what is left alone, the gateway hook."""

from __future__ import annotations

import itertools
import random
import string
from pathlib import Path

import pytest

from contexty_qt.core.redaction import (
    capture_secrets,
    find_secrets,
    looks_like_lone_password,
    looks_random,
    luhn_ok,
    password_prompt_reason,
    redact,
    redact_capture,
    redactor_for,
    secrets_notice,
)
from contexty_qt.core.settings import Settings

# Test secrets are assembled from pieces so this file itself does not look like a leaked key.
OPENAI_PROJ = "sk-proj-" + "AbC123xyz789DEF456ghi012JKL345mno678"
OPENAI_LEGACY = "sk-" + "a1B2c3D4e5F6g7H8i9J0" + "T3BlbkFJ" + "k1L2m3N4o5P6q7R8s9T0"
ANTHROPIC = "sk-ant-" + "api03-abcDEF123456ghiJKL789012mnoPQR345678stuVWX-_abc"
GITHUB_CLASSIC = "ghp_" + "1234567890abcdefghijABCDEFGHIJ123456"
GITHUB_OAUTH = "gho_" + "16C7e42F292c6912E7710c838347Ae178B4a"
GITHUB_FINE = "github_pat_" + "11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEF"
SLACK = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
AWS_ID = "AKIA" + "IOSFODNN7EXAMPLE"
AWS_SESSION_ID = "ASIA" + "Y34FZKBOKMUTVV7A"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"
GOOGLE = "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"
STRIPE_SECRET = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
STRIPE_PUBLIC = "pk_live_" + "TYooMQauvdEDq54NiTphI7jx"
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0."
       + "dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U")
PEM = ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2Ko\n"
       "q9b8Zx0Lp3Y7u6Wv1Rn==\n-----END RSA PRIVATE KEY-----")
OPENSSH = ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
           "AAAAAAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5\n-----END OPENSSH PRIVATE KEY-----")
RANDOM_TOKEN = "Zx8Qm2Lp9Rt4Vb7Nc1Kd6Hf3Jg5Ws0Ye"


@pytest.mark.parametrize("text,secret,kind", [
    (f"my key is {OPENAI_PROJ} thanks", OPENAI_PROJ, "openai-key"),
    (f"OPENAI_API_KEY={OPENAI_LEGACY}", OPENAI_LEGACY, "openai-key"),
    (f"export ANTHROPIC_API_KEY='{ANTHROPIC}'", ANTHROPIC, "anthropic-key"),
    (f"git clone https://{GITHUB_CLASSIC}@github.com/acme/repo", GITHUB_CLASSIC, "github-token"),
    (f"token {GITHUB_OAUTH}.", GITHUB_OAUTH, "github-token"),
    (f"GH_TOKEN={GITHUB_FINE}", GITHUB_FINE, "github-token"),
    (f"slack bot {SLACK}", SLACK, "slack-token"),
    (f"aws id {AWS_ID} in the console", AWS_ID, "aws-access-key"),
    (f"session {AWS_SESSION_ID}", AWS_SESSION_ID, "aws-access-key"),
    (f"aws_secret_access_key = {AWS_SECRET}", AWS_SECRET, "aws-secret-key"),
    (f"https://maps.googleapis.com/maps/api/js?key={GOOGLE}&v=3", GOOGLE, "google-api-key"),
    (f"stripe {STRIPE_SECRET}", STRIPE_SECRET, "stripe-key"),
    (f"publishable {STRIPE_PUBLIC}", STRIPE_PUBLIC, "stripe-key"),
    (f"cookie: session={JWT}; Path=/", JWT, "jwt"),
    ("Authorization: Bearer 7f3a9Qx2LmN8pR4tV6wY1zB5", "7f3a9Qx2LmN8pR4tV6wY1zB5", "bearer-token"),
    ("Authorization: Basic dXNlcjpodW50ZXIy", "dXNlcjpodW50ZXIy", "basic-auth"),
    ("DB_PASSWORD=hunter2secret", "hunter2secret", "password"),
    ('{"password": "correct horse battery"}', '"correct horse battery"', "password"),
    ("client_secret: 9a8b7c6d5e4f", "9a8b7c6d5e4f", "secret"),
    ("config = {'api_key': 'abc123def'}", "'abc123def'", "secret"),
    ("postgres://admin:S3cr3tPass@db.example.com:5432/app", "S3cr3tPass", "url-password"),
    ("https://example.com/reset?token=Q2x8f9LmZ0pa&lang=en", "Q2x8f9LmZ0pa", "secret"),
    (f"here it is:\n{PEM}\nbye", PEM, "private-key"),
    (f"{OPENSSH}", OPENSSH, "private-key"),
    ("Visa 4111 1111 1111 1111 exp 12/30", "4111 1111 1111 1111", "card-number"),
    ("mc 5500-0000-0000-0004.", "5500-0000-0000-0004", "card-number"),
    ("amex 378282246310005 on file", "378282246310005", "card-number"),
    (f"the token is {RANDOM_TOKEN} and more", RANDOM_TOKEN, "high-entropy"),
    ("Tr0ub4dor&3", "Tr0ub4dor&3", "password"),
    ("Captured content:\nS3cure!Pass\n\nTheir most recent captures", "S3cure!Pass", "password"),
])
def test_secrets_are_replaced_by_a_typed_placeholder(text: str, secret: str, kind: str) -> None:
    result = redact(text)
    assert secret not in result.text
    assert f"[REDACTED:{kind}]" in result.text
    assert result.counts == {kind: 1}
    assert result.total == 1 and result


def test_only_the_secret_goes_and_the_words_around_it_stay() -> None:
    result = redact(f"Use {OPENAI_PROJ} for staging, and postgres://admin:S3cr3tPass@db:5432/app for the db.")
    assert result.text == ("Use [REDACTED:openai-key] for staging, and "
                           "postgres://admin:[REDACTED:url-password]@db:5432/app for the db.")


def test_counts_add_up_by_kind_and_redaction_is_idempotent() -> None:
    text = f"{OPENAI_PROJ}\n{GITHUB_CLASSIC} {AWS_ID} {AWS_SECRET}\npassword = hunter2x\n4111-1111-1111-1111"
    result = redact(text)
    assert result.counts == {"openai-key": 1, "github-token": 1, "aws-access-key": 1, "aws-secret-key": 1,
                             "password": 1, "card-number": 1}
    again = redact(result.text)
    assert again.text == result.text and again.counts == {}


def test_a_pem_block_whose_end_line_was_not_captured_is_still_redacted() -> None:
    cut = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7"
    result = redact(f"pasted:\n{cut}")
    assert "MIIEvQ" not in result.text and "BKcw" not in result.text
    assert result.counts == {"private-key": 1}


@pytest.mark.parametrize("text", [
    "commit 3f786850e387550fdab836ed7e6dc881de23001b fixed it, see also 3f78685",
    "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "md5 d41d8cd98f00b204e9800998ecf8427e",
    "request id 123e4567-e89b-12d3-a456-426614174000 and 123E4567-E89B-12D3-A456-426614174000",
    "The password policy requires a long passphrase; see the token budget for details.",
    "Password: required for every login, see the admin guide.",
    "Order 4111 1111 1111 1112 shipped",  # fails Luhn
    "call 1234 5678 9012 3456 or 0000 0000 0000 0000",  # not a card issuer / fails Luhn
    "timestamp 1700000000000 and 2024-05-06T17:46:12Z, version v1.2.3-Beta",
    "getUserAccountSettingsById2 and src/components/UserProfileCard2/index.tsx",
    "HTTPServerRequestHandler2024Final test_user_profile_settings_V2_backup",
    "https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
    "token = tokenizer.encode(text)\npassword = get_password()\napi_key: Optional[str] = None",
    "password: SecretStr\ntoken: str\nsecret = os.environ['SECRET']\npassword = ${DB_PASSWORD}",
    "password: ********\napi_key = <your key here>",
    'integrity="sha512-Q2x8f9LmZ0paW3rT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ7wE9rT1yU3iO5pA7sD9fG1hJ3kL5zX7cV9bN1mQ=="',
    "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk\">",
    "README.md\n\nSummer2024\n\nuser@example.com\n\n+1 (555) 123-4567",
    "Meeting notes: we discussed the Q3 roadmap, 12 items, budget 45,000 EUR.",
    # code and docs seen in a scan of 8,000 library files (each was a false positive once)
    "tokenizer = Tok(unk_token=unk_piece, sep_token=\"[SEP]\", max_token=129_599)\nk_pass = k_pass * scale",
    "styles = {\n    Token: '#dcdccc',\n}\nSECRET_KEYS = {\"llm.api_key\": \"llm.api_key_name\"}",
    "It is used to pass :class:`DTensor` objects.\n\n**References**\n\n.PrimeIdeal.valuation\n\nis_Continuous=True",
    "See Also\n========\n\nsympy.series.fourier.FourierSeries.truncate\n\n{tf32_note}\n",
    "OpenCV_REPLACE_SYS_PATH_0 OpenGVLab/InternVL3-1B-hf test-8000Hz-le-3ch-5S-24bit-rf64.wav",
    "g = 120352542776360960*x + 7; rng = default_rng(348932549825235)\n2 4 4 3 0 0 0 0 0 0 0 0 0 0 0 0",
    '_SK_START = b"-----BEGIN OPENSSH PRIVATE KEY-----"\n_SK_END = b"-----END OPENSSH PRIVATE KEY-----"',
    "e.g. `pass` in `https://user:pass@host:port` and github://org:repo@sha/path",
    "VIDEO_TOKEN = \"]<]video of the day[>[\"\ntoken = Error",
    "",
])
def test_ordinary_text_is_left_alone(text: str) -> None:
    result = redact(text)
    assert result.text == text, result.counts
    assert result.counts == {}


def test_luhn() -> None:
    assert luhn_ok("4111111111111111") and luhn_ok("378282246310005") and luhn_ok("79927398713")
    assert not luhn_ok("4111111111111112") and not luhn_ok("79927398710")


def test_entropy_rule_catches_random_tokens_and_spares_identifiers() -> None:
    rng = random.Random(7)
    alphabet = string.ascii_letters + string.digits
    tokens = ["".join(rng.choice(alphabet) for _ in range(40)) for _ in range(300)]
    caught = sum(looks_random(t) for t in tokens)
    assert caught >= 290  # 40 random base62 characters: almost always
    rng_hex = ["".join(rng.choice("0123456789abcdef") for _ in range(40)) for _ in range(50)]
    assert not any(looks_random(h) for h in rng_hex)  # git SHAs by design
    for identifier in ("ThisIsAVeryLongClassNameForTesting2", "com_example_project_module_v2_Tests",
                       "lib/python3.11/site-packages/PySide6/QtCore"):
        assert not looks_random(identifier), identifier


@pytest.mark.parametrize("word,expected", [
    ("Tr0ub4dor&3", True), ("S3cure!Pass", True), ("Summer2024!", True), ("x9#Kq2$mPz", True),
    ("hello", False), ("password", False), ("Hunter2", False), ("Summer2024", False),
    ("https://a.io/x?y=1", False), ("user@example.com", False), ("Report-2024.pdf", False),
    ("v2.3.1-rc1", False), ("--max-count=5", False), ("print(x)", False), ("/usr/lib/x86_64", False),
    ("two words!1A", False), ("MAX_RETRIES_2", False),
])
def test_lone_password_shape(word: str, expected: bool) -> None:
    assert looks_like_lone_password(word) is expected


def test_a_password_shaped_word_inside_prose_is_not_a_lone_password() -> None:
    assert redact("I reset it to Tr0ub4dor&3 yesterday, then changed it again").counts == {}
    assert redact("line one\nTr0ub4dor&3\nline three").counts == {}


@pytest.mark.parametrize("app,title", [
    ("pinentry-gtk-2", "Passphrase"),
    ("gcr-prompter", "Unlock Login Keyring"),
    ("polkit-gnome-authentication-agent-1", "Authenticate"),
    ("ssh-askpass", "OpenSSH"),
    ("xterm", "[sudo] password for alice"),
    ("firefox", "Enter your password – Mozilla Firefox"),
    ("Google-chrome", "Two-factor authentication - Chrome"),
    ("KeePassXC", "Passwords.kdbx"),
])
def test_password_prompts_by_window_class_or_title(app: str, title: str) -> None:
    assert password_prompt_reason(app, title)


@pytest.mark.parametrize("app,title", [
    ("firefox", "Passport renewal – Mozilla Firefox"), ("code", "tokens.py - Visual Studio Code"),
    ("gnome-terminal", "alice@host: ~/src"), ("", ""),
])
def test_ordinary_windows_are_not_password_prompts(app: str, title: str) -> None:
    assert password_prompt_reason(app, title) is None


def test_a_capture_from_a_password_prompt_is_withheld_whole() -> None:
    result = redact_capture("my very ordinary words", "pinentry-qt", "PIN entry")
    assert result.text == "[REDACTED:password-field]" and result.counts == {"password-field": 1}
    assert redact_capture("", "pinentry-qt", "").counts == {}
    assert redact_capture("ordinary words", "editor", "notes.md").text == "ordinary words"


def test_capture_secrets_reads_memo_text_and_ocr() -> None:
    counts = capture_secrets(f"key: {OPENAI_PROJ}", "nothing here", f"Bearer {JWT}")
    assert counts == {"openai-key": 1, "jwt": 1}
    assert capture_secrets("", "S3cure!Pass") == {"password": 1}
    assert capture_secrets("", "", "") == {}


def test_notice_wording() -> None:
    assert secrets_notice({}) == ""
    assert secrets_notice({"openai-key": 1}) == ("1 likely secret is redacted before anything is sent to the model "
                                                 "(OpenAI API key).")
    assert secrets_notice({"card-number": 1, "password": 2}).startswith(
        "3 likely secrets are redacted before anything is sent to the model (card number, password ×2)")


def test_redactor_for_honours_the_setting_at_call_time(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    redactor = redactor_for(settings)
    text = f"use {OPENAI_PROJ}"
    assert redactor(text) == "use [REDACTED:openai-key]"
    settings.set("privacy.redact_secrets", False)
    assert redactor(text) == text
    settings.set("privacy.redact_secrets", True)
    assert redactor(text) == "use [REDACTED:openai-key]"


def test_findings_never_overlap_and_are_in_order() -> None:
    text = f"Authorization: Bearer {JWT}\npassword={OPENAI_PROJ}\n{RANDOM_TOKEN} {AWS_ID}"
    findings = find_secrets(text)
    assert [f.kind for f in findings] == ["jwt", "openai-key", "high-entropy", "aws-access-key"]
    assert all(a.end <= b.start for a, b in itertools.pairwise(findings))


def test_large_hostile_text_finishes() -> None:
    text = ("lorem ipsum a=b password: x " * 20_000) + OPENAI_PROJ
    result = redact(text)
    assert result.counts == {"openai-key": 1}
