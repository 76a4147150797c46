"""Capture errors: each message says what happened and what the user can do about it."""

from __future__ import annotations

from contexty_qt.core.errors import ContextyError


class CaptureError(ContextyError):
    """A capture could not be made (no display, grab failed, nothing selected)."""


class UnsupportedPlatformError(CaptureError):
    """The platform or session type has no implementation yet; never pretend otherwise."""


class HotkeyError(CaptureError):
    """A shortcut could not be registered."""


class HotkeyConflictError(HotkeyError):
    """Another client already holds the key combination (X11 BadAccess)."""
