"""API keys live only in the OS keyring, never in a file Contexty writes.

Where no keyring runs (a bare X session, a server), a key can come from the environment that starts
Contexty instead (CONTEXTY_API_KEY for the default key name "llm", CONTEXTY_API_KEY_<NAME> for
others); storing one is refused with a message that says both ways out. The keyring backend is
looked up on first use, not at startup: probing D-Bus for one costs a few hundred milliseconds.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
from collections.abc import Mapping

from contexty_qt.core.errors import ContextyError

log = logging.getLogger("contexty.secrets")
SERVICE = "contexty-qt"
DEFAULT_NAME = "llm"


class NoKeyringError(ContextyError):
    """A key was to be stored but no OS keyring is available."""


def env_var_for(name: str) -> str:
    if name == DEFAULT_NAME:
        return "CONTEXTY_API_KEY"
    return "CONTEXTY_API_KEY_" + re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")


class SecretStore:
    def __init__(self, environ: Mapping[str, str] | None = None) -> None:
        self._environ = os.environ if environ is None else environ
        self._lock = threading.Lock()
        self._probed = False
        self._keyring: object | None = None

    def _backend(self) -> object | None:
        with self._lock:
            if not self._probed:
                self._keyring = self._usable_keyring()
                self._probed = True
            return self._keyring

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

    def has_keyring(self) -> bool:
        return self._backend() is not None

    def describe(self) -> str:
        backend = self._backend()
        if backend is not None:
            return f"OS keyring ({type(backend).__name__})"
        return (f"no OS keyring found: keys are read from the environment ({env_var_for(DEFAULT_NAME)}); "
                "start a Secret Service (e.g. gnome-keyring or KeePassXC) to store one")

    def get(self, name: str) -> str:
        """The key stored under `name`; the environment variable wins (it is the explicit choice)."""
        from_env = self._environ.get(env_var_for(name), "").strip()
        if from_env or self._backend() is None:
            return from_env
        import keyring

        try:
            return keyring.get_password(SERVICE, name) or ""
        except Exception as exc:  # a locked or vanished keyring: run without the key, say why in the log
            log.warning("cannot read the key %r from the keyring: %s", name, exc)
            return ""

    def set(self, name: str, secret: str) -> None:
        """Store `secret` in the keyring under `name` (an empty secret deletes it)."""
        if self._backend() is None:
            if not secret:
                return  # nothing is stored anywhere, so nothing to delete
            raise NoKeyringError(
                "No OS keyring is available, and Contexty does not write keys to files. Start a Secret "
                "Service (gnome-keyring, KWallet or KeePassXC) and try again, or set "
                f"{env_var_for(name)} in the environment that starts Contexty.")
        import keyring

        if secret:
            keyring.set_password(SERVICE, name, secret)
        else:
            with contextlib.suppress(keyring.errors.PasswordDeleteError):
                keyring.delete_password(SERVICE, name)
