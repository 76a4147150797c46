"""`contexty settings list | get KEY | set KEY VALUE | reset KEY`, typed through core/settings.py.

API keys are not settings: `settings set llm.api_key VALUE` stores the key in the SecretStore
(the OS keyring only; without one the command says how to give the key) under the name the llm.api_key_name
setting gives.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.services import open_settings
from contexty_qt.core.settings import SCHEMA, SCHEMA_BY_KEY, Settings

SECRET_KEYS = {"llm.api_key": "llm.api_key_name"}  # pseudo-setting -> setting naming its keyring entry


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("settings", help="show or change settings (API keys go to the keyring)")
    sub = p.add_subparsers(dest="settings_command", metavar="ACTION")
    q = sub.add_parser("list", help="every setting with its value and description")
    q.add_argument("--all", action="store_true", help="include remembered window state")
    q.set_defaults(handler=cmd_list)
    q = sub.add_parser("get", help="print one value")
    q.add_argument("key")
    q.set_defaults(handler=cmd_get)
    q = sub.add_parser("set", help="change one value (lists: comma-separated or JSON; '-' reads stdin)")
    q.add_argument("key")
    q.add_argument("value")
    q.set_defaults(handler=cmd_set)
    q = sub.add_parser("reset", help="back to the default value")
    q.add_argument("key")
    q.set_defaults(handler=cmd_reset)
    p.set_defaults(handler=cmd_list, all=False)  # `contexty settings` alone lists


def format_value(value: Any) -> str:
    """Strings bare, everything else as JSON, so `get` output can be fed back to `set`."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _known(key: str) -> None:
    if key not in SCHEMA_BY_KEY and key not in SECRET_KEYS:
        raise InvalidInputError(f"There is no setting called {key!r}; `contexty settings list` shows them all.")


def _secrets() -> SecretStore:
    return SecretStore()


def cmd_list(args: argparse.Namespace) -> int:
    settings = open_settings()
    for setting in SCHEMA:
        if setting.user_visible or args.all:
            print(f"{setting.key} = {format_value(settings.get(setting.key))}")
            print(f"    {setting.description}")
    for key, name_key in SECRET_KEYS.items():
        print(f"{key} = {_secret_state(settings, name_key)}")
    return 0


def _secret_state(settings: Settings, name_key: str) -> str:
    secrets = _secrets()
    state = "set" if secrets.get(settings.get(name_key)) else "not set"
    return f"({state}; {secrets.describe()})"


def cmd_get(args: argparse.Namespace) -> int:
    _known(args.key)
    settings = open_settings()
    if args.key in SECRET_KEYS:
        print(_secret_state(settings, SECRET_KEYS[args.key]))  # never print the secret itself
    else:
        print(format_value(settings.get(args.key)))
    return 0


def parse_value(key: str, raw: str) -> Any:
    """Lists may be given as JSON (for items with commas); core.settings.coerce does the typing."""
    if SCHEMA_BY_KEY[key].type is list and raw.strip().startswith("["):
        try:
            return json.loads(raw)
        except ValueError:
            raise InvalidInputError(f"{raw!r} is not a JSON list; or give the items comma-separated.") from None
    return raw


def cmd_set(args: argparse.Namespace) -> int:
    _known(args.key)
    raw = sys.stdin.readline().rstrip("\r\n") if args.value == "-" else args.value
    raw = clean_text(raw, limit=10_000)  # valid UTF-8, no NUL: the settings file stays readable
    settings = open_settings()
    if args.key in SECRET_KEYS:
        secrets = _secrets()
        secrets.set(settings.get(SECRET_KEYS[args.key]), raw)
        verb = "Stored" if raw else "Removed"
        print(f"{verb} the API key ({secrets.describe()}).")
        return 0
    settings.set(args.key, parse_value(args.key, raw))
    print(f"{args.key} = {format_value(settings.get(args.key))}")
    return 0


def cmd_reset(args: argparse.Namespace) -> int:
    _known(args.key)
    if args.key in SECRET_KEYS:
        raise InvalidInputError(f"Use `contexty settings set {args.key} ''` to remove the key.")
    settings = open_settings()
    settings.reset(args.key)
    print(f"{args.key} = {format_value(settings.get(args.key))}")
    return 0
