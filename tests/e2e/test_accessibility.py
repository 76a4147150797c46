"""The running app as a screen reader sees it (issue 17): the AT-SPI tree of Contexty on Xvfb, read
over the accessibility bus of at-spi2-core, has a name for every control on screen: buttons,
toggles, fields, lists, tabs, menu items, and the canvas's groups and cards (list items of the
"Memory canvas" list, exposed by ui/canvas/accessibility.py). Keyboard focus on a card reaches
the reader as a focused list item with the card's title."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.atspi import STATE_FOCUSED, AccessibilityBus, Node
from tests.e2e.conftest import x_server
from tests.e2e.test_app_shell import contexty, main_window_id, status, wait_for

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
# roles a user operates (AT-SPI role names); containers, labels and scroll bars are not asked for a name
CONTROL_ROLES = {"push button", "toggle button", "check box", "radio button", "text", "entry", "password text",
                 "combo box", "list", "list item", "tree", "tree item", "table", "page tab", "spin button",
                 "slider", "menu item", "button menu", "link"}


@pytest.fixture
def bus(tmp_path: Path) -> Iterator[AccessibilityBus]:
    made = AccessibilityBus(tmp_path / "run")
    yield made
    made.close()


def nameless_controls(tree: Node) -> list[str]:
    """Controls on screen without a name, with the path of names leading to them."""
    found: list[str] = []

    def visit(node: Node, path: list[str]) -> None:
        here = [*path, f"{node.role}:{node.name[:30]!r}"]
        if node.role in CONTROL_ROLES and node.showing and not node.name.strip():
            found.append(" > ".join(here[-4:]))
        for child in node.children:
            visit(child, here)

    visit(tree, [])
    return found


@pytest.fixture
def own_display(x_env: dict[str, str]) -> Iterator[dict[str, str]]:
    """An X server of its own: after this test the shared one's tray no longer delivered the next test's
    tray click (test_app_shell failed after it, passed alone), so nothing of it outlives the test."""
    with x_server("1920x1080") as display:
        yield {**x_env, "DISPLAY": display}


def test_every_control_has_a_name_for_screen_readers(own_display: dict[str, str], bus: AccessibilityBus) -> None:
    env = {**own_display, **bus.env, "PYTHONPATH": str(ROOT)}
    data_dir = Path(env["CONTEXTY_DATA_DIR"])
    for text, memo in (("Section 4.2 budget table", "funding looks thin"),
                       ("Reviewer 2 asks for subgroup calibration", "add the pilot plot"),
                       ("Flights to Lisbon, Tuesday cheapest", "")):
        args = ["add", "--text", text, "--app", "Firefox"] + (["--memo", memo] if memo else [])
        assert contexty(env, *args).returncode == 0
    assert contexty(env, "jobs", "run", "--wait", "--timeout", "120", timeout=180).returncode == 0
    app = subprocess.Popen([sys.executable, "-m", "contexty_qt"], env=env, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        wait_for(lambda: (s := status(data_dir)) and s["window_exposed"] and not s["loading"], 40, "the window")
        time.sleep(1.5)  # the canvas mirror and layout
        tree = bus.app_tree("Contexty")
        canvas = next((n for n in tree.iter() if n.role == "list" and n.name == "Memory canvas"), None)
        assert canvas is not None, tree.outline()
        names = [child.name for child in canvas.children]
        assert len(canvas.children) >= 3 and all(child.role == "list item" for child in canvas.children)
        assert any("budget" in n.lower() or "funding" in n.lower() for n in names), names
        assert any(n.startswith("Group ") for n in names), names
        for menu in ("File", "Edit", "View", "Memory"):
            assert any(n.role == "menu item" and n.name == menu for n in tree.iter()), menu
        assert nameless_controls(tree) == [], tree.outline()

        # keyboard focus on a card reaches the reader: focus the canvas, Tab to the first node
        window = wait_for(lambda: main_window_id(env), 10, "the main window")
        subprocess.run(["xdotool", "windowactivate", "--sync", window], env=env, timeout=10)
        deadline = time.monotonic() + 20
        focused: list[Node] = []
        while time.monotonic() < deadline and not focused:
            subprocess.run(["xdotool", "key", "--window", window, "Tab"], env=env, timeout=10)
            time.sleep(0.3)
            canvas = next(n for n in bus.app_tree("Contexty").iter() if n.name == "Memory canvas")
            focused = [c for c in canvas.children if STATE_FOCUSED in c.states]
        assert focused and focused[0].name in names

        # the settings dialog (Ctrl+,): every field is named by its form label
        subprocess.run(["xdotool", "key", "--window", window, "ctrl+comma"], env=env, timeout=10)
        dialog = wait_for(lambda: next((n for n in bus.app_tree("Contexty").iter()
                                        if n.role == "dialog" and n.name == "Contexty settings"), None),
                          20, "the settings dialog on the accessibility bus")
        fields = [n for n in dialog.iter() if n.role in ("text", "check box", "spin button", "combo box")]
        assert len(fields) > 20
        assert nameless_controls(dialog) == [], dialog.outline()
    finally:
        app.terminate()
        _, err = app.communicate(timeout=20)
    assert "Traceback" not in err, err
    assert os.environ.get("QT_LINUX_ACCESSIBILITY_ALWAYS_ON") is None  # only the app under test had it
