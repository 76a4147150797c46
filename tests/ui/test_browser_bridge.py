"""The app's "browser" command with a real capture controller (fake OS pieces): tab reports give
hotkey captures their URL, a save request opens the memo popup with the page filled in, forged
or malformed arguments change nothing."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from contexty_qt.capture.provenance import WindowInfo
from contexty_qt.core.model import Provenance
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.browser_bridge import BrowserBridge
from tests.ui.test_capture_controller import Rig, send_memo, set_clipboard

pytestmark = pytest.mark.qt_log_ignore("does not support raise", "does not support propagateSizeHints")

BROWSER = WindowInfo(21, "Chromium", "Quarterly Report - Chromium", wm_class=("chromium", "Chromium"), pid=500)
URL = "http://127.0.0.1:8765/report.html"


def tab(url: str = URL, title: str = "Quarterly Report", **extra: Any) -> dict[str, Any]:
    return {"browser": "chromium", "browser_pid": 500,
            "message": {"type": "tab", "url": url, "title": title, "window_id": 1, "tab_id": 2, **extra}}


@pytest.fixture
def rig(qtbot: QtBot, core: CoreServices) -> Rig:
    rig = Rig(qtbot, core, answers=[])
    rig.controller.start()
    rig.windows.window = BROWSER
    yield rig
    rig.controller.shutdown()


def test_a_text_capture_from_the_reported_tab_stores_its_url(qtbot: QtBot, rig: Rig) -> None:
    bridge = BrowserBridge(rig.controller)
    assert bridge.handle(tab()) == {"ok": True}
    set_clipboard("The funding section is thin")
    rig.controller.capture_text()
    memory = send_memo(qtbot, rig, "check")
    assert memory.provenance == Provenance("Chromium", "Quarterly Report - Chromium", URL)


def test_a_region_capture_from_the_reported_tab_stores_its_url(qtbot: QtBot, rig: Rig) -> None:
    BrowserBridge(rig.controller).handle(tab())
    rig.controller.capture_region()
    overlay = rig.controller.region_selector.overlays[0]
    with qtbot.waitSignal(rig.controller.popup_shown):
        qtbot.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
        qtbot.mouseMove(overlay, QPoint(110, 60))
        qtbot.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=QPoint(110, 60))
    memory = send_memo(qtbot, rig, "this chart")
    assert memory.image is not None and memory.provenance.url == URL


def test_without_a_report_or_after_a_blur_nothing_changes(qtbot: QtBot, rig: Rig) -> None:
    bridge = BrowserBridge(rig.controller)
    bridge.handle(tab())
    assert bridge.handle({"browser": "chromium", "browser_pid": 500, "message": {"type": "blur"}}) == {"ok": True}
    set_clipboard("text")
    rig.controller.capture_text()
    assert send_memo(qtbot, rig, "m").provenance.url == ""


def test_a_save_request_opens_the_popup_with_the_page(qtbot: QtBot, rig: Rig) -> None:
    bridge = BrowserBridge(rig.controller)
    request = {"browser": "chromium", "browser_pid": 500,
               "message": {"type": "save", "kind": "selection", "text": "The funding section is thin",
                           "url": URL + "#top", "title": "Quarterly Report"}}
    assert bridge.handle(request) == {"ok": True}
    qtbot.waitUntil(lambda: rig.controller.popup is not None)
    memory = send_memo(qtbot, rig, "from the menu")
    assert memory.text == "The funding section is thin" and memory.memo == "from the menu"
    assert memory.provenance == Provenance("Chromium", "Quarterly Report", URL)

    page = {**request, "message": {"type": "save", "kind": "page", "url": URL, "title": "Quarterly Report"}}
    bridge.handle(page)
    qtbot.waitUntil(lambda: rig.controller.popup is not None)
    assert send_memo(qtbot, rig, "").text == f"Quarterly Report\n{URL}"


def test_a_save_from_an_excluded_site_asks_first(qtbot: QtBot, rig: Rig) -> None:
    bridge = BrowserBridge(rig.controller)
    bridge.handle({"browser": "chromium", "message": {"type": "save", "kind": "page",
                                                      "url": "https://mail.google.com/mail/u/0/", "title": "Inbox"}})
    qtbot.waitUntil(lambda: bridge.saves_refused == 1)
    assert rig.asked == ["Capture from an excluded window?"] and rig.controller.popup is None


@pytest.mark.parametrize("args", [
    {"browser": "lynx", "message": {"type": "blur"}},
    {"browser": "chromium", "message": {"type": "tab", "url": "file:///etc/passwd", "title": "Quarterly Report"}},
    {"browser": "chromium", "message": {"type": "tab", "url": URL, "title": "Quarterly Report", "incognito": True}},
    {"browser": "chromium", "browser_pid": -3, "message": {"type": "blur"}},
    {"browser": "chromium"},
    {"browser": "chromium", "message": {"type": "tab", "url": URL, "title": "Quarterly Report"}, "extra": 1},
])
def test_arguments_that_do_not_validate_are_refused(qtbot: QtBot, rig: Rig, args: dict[str, Any],
                                                    caplog: pytest.LogCaptureFixture) -> None:
    bridge = BrowserBridge(rig.controller)
    reply = bridge.handle(args)
    assert reply["ok"] is False and "does not validate" in reply["error"]
    assert rig.controller.browser_tabs.match(BROWSER) is None
    assert "dropped a browser message" in caplog.text
