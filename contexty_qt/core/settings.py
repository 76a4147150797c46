"""A typed settings schema (key, type, default, description) persisted as JSON, with change notification."""

from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from contexty_qt.core.errors import InvalidInputError

log = logging.getLogger("contexty.settings")


@dataclass(frozen=True)
class Setting:
    key: str
    type: type
    default: Any
    description: str
    choices: tuple[str, ...] = ()
    user_visible: bool = True  # False for window geometry and similar remembered state


SCHEMA: tuple[Setting, ...] = (
    Setting("data_dir", str, "", "Folder for the memory database and images (empty: the platform default). "
            "Takes effect at the next start."),
    Setting("llm.base_url", str, "", "OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or "
            "http://localhost:11434/v1 (Ollama). Empty: no model, the offline analyzer is used."),
    Setting("llm.analysis_model", str, "", "Model for card analysis and placement (small and cheap)."),
    Setting("llm.chat_model", str, "", "Model for chat answers (large)."),
    Setting("llm.vision", bool, False, "The chat/analysis model accepts images (otherwise local OCR text is sent)."),
    Setting("llm.api_key_name", str, "llm", "Name under which the API key is kept in the keyring."),
    Setting("llm.timeout_s", float, 60.0, "Seconds before a model request is abandoned and retried."),
    Setting("llm.max_calls_per_capture", float, 8.0, "Budget of model calls per capture across its AI steps "
            "(analysis, placement, group names, evolution); past it the later steps use their offline paths. "
            "0: no limit."),
    Setting("embeddings.backend", str, "local", "Where embeddings come from.", choices=("local", "openai")),
    Setting("embeddings.model", str, "all-MiniLM-L6-v2", "Embedding model name."),
    Setting("hotkeys.region", str, "Ctrl+Shift+S", "Global shortcut: capture a screen region."),
    Setting("hotkeys.text", str, "Ctrl+Shift+C", "Global shortcut: capture the selected text."),
    Setting("observation.enabled", bool, False, "Passive observation: screenshots while you work in other apps."),
    Setting("observation.explained", bool, False, "The user has seen what observation records.",
            user_visible=False),
    Setting("observation.min_interval_s", float, 10.0, "Minimum seconds between two observation screenshots."),
    Setting("observation.debounce_s", float, 1.5, "Wait this long after input settles before a screenshot."),
    Setting("observation.floor_s", float, 300.0, "Capture an unchanged screen again after this many seconds."),
    Setting("privacy.excluded_apps", list, ["keepassxc", "1password", "bitwarden", "lastpass", "seahorse",
                                             "gnome-keyring", "kwalletmanager", "pinentry", "gcr-prompter",
                                             "polkit", "askpass"],
            "Applications never captured (matched against the application name, case-insensitive)."),
    Setting("privacy.excluded_titles", list, ["private browsing", "incognito", "inprivate", "password",
                                               "passphrase", "authentication required"],
            "Window titles never captured (case-insensitive substrings)."),
    Setting("privacy.excluded_hosts", list, ["accounts.google.com", "login.microsoftonline.com", "mail.google.com",
                                              "outlook.live.com", "outlook.office.com", "mail.yahoo.com",
                                              "paypal.com"],
            "Web sites never captured from a browser (a host covers its subdomains; bank sites belong here)."),
    Setting("privacy.redact_secrets", bool, True, "Redact likely secrets (API keys and tokens, private keys, "
            "card numbers, passwords, text captured from password prompts) before any text or OCR text is sent "
            "to the model or an embeddings endpoint. Captures are kept as they are on this computer."),
    Setting("chat.generated_queries", bool, True, "Chat: let the model decide whether a question needs your "
            "memories and write extra search queries for it (one more model call per question)."),
    Setting("chat.relevance_filter", bool, True, "Chat: let the model drop retrieved memories that do not bear "
            "on the question (one more model call per question)."),
    Setting("chat.preference_probe", bool, False, "Research: now and then generate a second answer without "
            "your snippets and ask which one you prefer (Contexty paper, Appendix C). Logged locally."),
    Setting("time.zone", str, "", "Time zone in which time words in questions (\"this morning\", \"last "
            "Friday\") are read, as an IANA name such as Europe/Berlin. Empty: the system's time zone. Stored "
            "times are always UTC."),
    Setting("session.gap_min", float, 30.0, "Sessions: after this many minutes without a capture or chat the "
            "session ends (its post-thinking runs), and the next capture or chat starts a new one."),
    Setting("session.post_thinking", bool, True, "At the end of a session, distil it into a few short thoughts, "
            "propose merges of duplicate memories and fade unimportant observations (model calls when a model "
            "is configured; offline heuristics otherwise)."),
    Setting("forgetting.keep_share", float, 0.5, "At the end of a session keep this share of its observations "
            "(the most important ones); the rest fade: archived, listed under Faded, restored with one click. "
            "Snippets, chat and anything you wrote on are never faded. 1: fade nothing."),
    Setting("retention.image_mb", float, 0.0, "Per workspace, keep at most this many MB of observation "
            "screenshots; the least important, oldest go first (the card and its text stay). 0: no limit."),
    Setting("retention.image_days", float, 0.0, "Remove observation screenshots older than this many days "
            "(the card and its text stay). 0: keep them."),
    Setting("backup.daily", bool, True, "Back up the database and images once a day while Contexty runs "
            "(SQLite's online backup: the app keeps working meanwhile)."),
    Setting("backup.keep", float, 7.0, "How many backups of each kind (daily, manual, before a restore) to keep; "
            "older ones are deleted."),
    Setting("backup.folder", str, "", "Folder for backups (empty: a folder named like the data folder with "
            "\"-backups\" beside it). Backups hold everything you captured: keep them private."),
    Setting("ui.main_splitter", list, [], "Main window panel sizes.", user_visible=False),
    Setting("ui.main_geometry", str, "", "Main window geometry.", user_visible=False),
    Setting("ui.hidden_panels", list, [], "Main window panels hidden from the View menu.", user_visible=False),
    Setting("ui.floating_pos", list, [], "Floating widget position.", user_visible=False),
    Setting("ui.floating_chat_geometry", list, [], "Floating chat window position and size.", user_visible=False),
)
SCHEMA_BY_KEY = {s.key: s for s in SCHEMA}

Listener = Callable[[str, Any], None]


def coerce(setting: Setting, value: Any) -> Any:
    """Validate a value against its setting's type; raise a readable error otherwise."""
    try:
        if setting.type is bool:
            if isinstance(value, str):
                lowered = value.strip().lower()
                if lowered not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                    raise ValueError(value)
                value = lowered in ("true", "1", "yes", "on")
            elif not isinstance(value, bool):
                raise ValueError(value)
        elif setting.type is float:
            value = float(value)
        elif setting.type is list:
            if isinstance(value, str):
                value = [part.strip() for part in value.split(",") if part.strip()]
            if not isinstance(value, list):
                raise ValueError(value)
        elif setting.type is str and not isinstance(value, str):
            raise ValueError(value)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(
            f"Setting {setting.key} takes a {setting.type.__name__}, not {value!r}."
        ) from exc
    if setting.choices and value not in setting.choices:
        raise InvalidInputError(f"Setting {setting.key} must be one of: {', '.join(setting.choices)}.")
    if setting.key == "time.zone" and value.strip():
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value.strip())
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise InvalidInputError(f"{value!r} is not a time zone name (try e.g. Europe/Berlin or "
                                    "America/Los_Angeles; empty: the system's).") from exc
    return value


class Settings:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._values: dict[str, Any] = {}
        self._listeners: list[tuple[str | None, Listener]] = []
        self._lock = threading.RLock()
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
        except (OSError, ValueError) as exc:
            backup = self.path.with_suffix(".broken.json")
            log.warning("settings file %s unreadable (%s); using defaults, kept a copy at %s",
                        self.path, exc, backup)
            self.path.replace(backup)
            return
        for key, value in raw.items():
            setting = SCHEMA_BY_KEY.get(key)
            if setting is None:
                continue  # a setting a newer or older version knew; ignore, keep file readable
            try:
                self._values[key] = coerce(setting, value)
            except InvalidInputError as exc:
                log.warning("ignoring invalid setting: %s", exc)

    def get(self, key: str) -> Any:
        setting = SCHEMA_BY_KEY[key]
        with self._lock:
            value = self._values.get(key, setting.default)
        return list(value) if isinstance(value, list) else value

    def set(self, key: str, value: Any) -> None:
        setting = SCHEMA_BY_KEY.get(key)
        if setting is None:
            raise InvalidInputError(f"There is no setting called {key!r}.")
        value = coerce(setting, value)
        with self._lock:
            if self.get(key) == value:
                return
            self._values[key] = value
            self._save()
            listeners = [fn for k, fn in self._listeners if k in (None, key)]
        for listener in listeners:
            listener(key, value)

    def reset(self, key: str) -> None:
        self.set(key, SCHEMA_BY_KEY[key].default)

    def subscribe(self, listener: Listener, key: str | None = None) -> Callable[[], None]:
        entry = (key, listener)
        with self._lock:
            self._listeners.append(entry)

        def unsubscribe() -> None:
            with self._lock:
                if entry in self._listeners:
                    self._listeners.remove(entry)

        return unsubscribe

    def as_dict(self) -> dict[str, Any]:
        return {s.key: self.get(s.key) for s in SCHEMA}

    def _save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".settings-")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(self._values, handle, indent=2, sort_keys=True)
        os.chmod(tmp, 0o600)
        os.replace(tmp, self.path)
