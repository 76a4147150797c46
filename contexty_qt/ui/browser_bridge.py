"""The app's end of the browser extension (issue 16): the single-instance channel's "browser"
command, as forwarded by the native messaging host (contexty_qt/browser/host.py).

Tab reports and blurs update the capture controller's BrowserTabs (hotkey captures and observation
read them); a save request opens the memo popup with the page's text, URL and title. The forwarded
arguments are validated again here: any local process of this user can write to the socket.
A save request is answered at once and opened on the next turn of the event loop, so a
confirmation dialog (an excluded site) never holds the host's request open.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from contexty_qt.core.model import Provenance
from contexty_qt.ui.capture_controller import CaptureController

if TYPE_CHECKING:  # the protocol's pydantic models load with the first browser message, not at launch
    from contexty_qt.browser.protocol import SaveRequest

log = logging.getLogger("contexty.ui.browser")

BROWSER_APPS = {"chromium": "Chromium", "chrome": "Google Chrome", "firefox": "Firefox"}


def save_text(request: SaveRequest) -> str:
    """The snippet a save stores: the selection, or for a whole page its title and address."""
    if request.kind == "selection" and request.text.strip():
        return request.text
    return "\n".join(part for part in (request.title, request.url) if part)


class BrowserBridge(QObject):
    def __init__(self, capture: CaptureController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._capture = capture
        self.saves_refused = 0

    def handle(self, args: dict[str, Any]) -> dict[str, Any]:
        from contexty_qt.browser.protocol import BlurReport, Forwarded, TabReport, ValidationError

        try:
            forwarded = Forwarded.model_validate(args)
        except ValidationError as exc:
            fields = ", ".join(".".join(str(p) for p in e["loc"]) or "message"
                               for e in exc.errors(include_url=False, include_input=False))
            log.warning("dropped a browser message that does not validate (%s)", fields)
            return {"ok": False, "error": f"The browser message does not validate ({fields})."}
        message, tabs = forwarded.message, self._capture.browser_tabs
        if isinstance(message, TabReport):
            tabs.report(forwarded.browser, forwarded.browser_pid, message.url, message.title)
        elif isinstance(message, BlurReport):
            tabs.blur(forwarded.browser, forwarded.browser_pid)
        else:
            provenance = Provenance(BROWSER_APPS[forwarded.browser], message.title, message.url)
            text = save_text(message)
            QTimer.singleShot(0, self, lambda: self._save(provenance, text))
        return {"ok": True}

    def _save(self, provenance: Provenance, text: str) -> None:
        if not self._capture.capture_from_browser(provenance, text):
            self.saves_refused += 1
            log.info("a save from the browser was not opened (another capture is open, or declined)")
