"""API keys: the OS keyring where one exists, else a 0600 file, and we say which."""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path

log = logging.getLogger("contexty.secrets")
SERVICE = "contexty-qt"


class SecretStore:
    def __init__(self, fallback_path: Path) -> None:
        self.fallback_path = fallback_path
        self._keyring = self._usable_keyring()

    @staticmethod
    def _usable_keyring() -> object | None:
        try:
            import keyring
            from keyring.backends import fail

            backend = keyring.get_keyring()
            if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 0) <= 0:
                return None
            return backend
        except Exception as exc:  # keyring backends raise freely when no daemon runs
            log.info("no usable keyring: %s", exc)
            return None

    def describe(self) -> str:
        if self._keyring is not None:
            return f"OS keyring ({type(self._keyring).__name__})"
        return f"no OS keyring found; keys stored in {self.fallback_path} (permissions 0600)"

    def get(self, name: str) -> str:
        if self._keyring is not None:
            import keyring

            return keyring.get_password(SERVICE, name) or ""
        return str(self._file().get(name, ""))

    def set(self, name: str, secret: str) -> None:
        if self._keyring is not None:
            import keyring

            if secret:
                keyring.set_password(SERVICE, name, secret)
            else:
                with contextlib.suppress(keyring.errors.PasswordDeleteError):
                    keyring.delete_password(SERVICE, name)
            return
        values = self._file()
        if secret:
            values[name] = secret
        else:
            values.pop(name, None)
        self.fallback_path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.fallback_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(values, handle)
        os.chmod(self.fallback_path, 0o600)

    def _file(self) -> dict[str, str]:
        try:
            data = json.loads(self.fallback_path.read_text(encoding="utf-8"))
            return data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            return {}
