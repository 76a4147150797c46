"""The main window (UI-1): threads | Timeline/Overview tabs | canvas | chat, in one splitter.

Panels whose issue has not landed yet show an honest empty state; only the timeline is live.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QRect, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QCursor,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPalette,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QLabel,
    QMainWindow,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.commands import describe
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.settings import Settings
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.accessibility import name_controls
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.mirror import TreeMirror
from contexty_qt.ui.timeline import TimelineView

log = logging.getLogger("contexty.ui.main_window")

SPLITTER_KEY = "ui.main_splitter"
GEOMETRY_KEY = "ui.main_geometry"
HIDDEN_KEY = "ui.hidden_panels"
PANEL_SLOTS = ("threads", "overview", "canvas", "chat")  # the timeline is built here, always
DEFAULT_SIZES = [200, 340, 560, 340]  # threads, timeline/overview, canvas, chat (a wide screen)
LAPTOP_SIZES = [0, 270, 700, 290]  # a laptop (narrower than WIDE_SCREEN): threads start hidden
WIDE_SCREEN = 1600  # logical pixels of available width
FIRST_SIZE = (1280, 800)  # a first start on a large screen; smaller screens get most of theirs
MAX_ACTION_TEXT = 60
AI_STEPS_SHOWN = 15  # the latest AI steps listed under Edit > AI Steps
# the panels View menu can hide (index in the splitter, label, shortcut)
SIDE_PANELS = (("threads", 0, "&Threads", "Ctrl+Alt+1"), ("memories", 1, "Timeline and &Overview", "Ctrl+Alt+2"),
               ("chat", 3, "&Chat", "Ctrl+Alt+3"))


def default_layout(available_width: int) -> tuple[list[int], set[str]]:
    """First-start panel sizes and hidden panels for a screen this wide: on a laptop the canvas gets
    most of the window and the threads list starts hidden (View menu, Ctrl+Alt+1)."""
    if available_width >= WIDE_SCREEN:
        return list(DEFAULT_SIZES), set()
    return list(LAPTOP_SIZES), {"threads"}


def fitted(geometry: QRect, available: QRect) -> QRect:
    """`geometry` moved and shrunk as little as needed to lie inside `available` (another screen, a
    smaller one since last time)."""
    width, height = min(geometry.width(), available.width()), min(geometry.height(), available.height())
    x = max(available.left(), min(geometry.left(), available.right() + 1 - width))
    y = max(available.top(), min(geometry.top(), available.bottom() + 1 - height))
    return QRect(x, y, width, height)


class PlaceholderPanel(QWidget):
    """A panel whose feature arrives with a later issue: a title and a sentence, nothing clickable."""

    def __init__(self, title: str, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{title.lower()}Panel")
        # white panels on the window colour: the splitter gaps between them read as borders
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        if title:
            header = QLabel(title, self)
            header.setObjectName("panelHeader")
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            header.setContentsMargins(10, 8, 10, 8)
            layout.addWidget(header)
            line = QFrame(self)
            line.setFrameShape(QFrame.Shape.HLine)
            line.setFrameShadow(QFrame.Shadow.Sunken)
            layout.addWidget(line)
        self.message = QLabel(message, self)
        self.message.setObjectName("placeholderMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setMargin(16)
        muted = self.message.palette()  # greyed, yet readable (the disabled colour is too faint)
        color = QColor(muted.color(QPalette.ColorRole.Text))
        color.setAlphaF(0.6)
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):  # on Base, labels use Text
            muted.setColor(role, color)
        self.message.setPalette(muted)
        layout.addWidget(self.message, 1)


def elided_controls(root: QWidget) -> list[str]:
    """Visible buttons narrower than their size hint: Qt then elides their text ("H...n")."""
    return [button.text() or button.objectName() for button in root.findChildren(QAbstractButton)
            if button.isVisible() and button.width() < button.sizeHint().width()]


def unique_keys(*sequences: QKeySequence) -> list[QKeySequence]:
    """The same sequence twice on one action makes Qt call it ambiguous and trigger nothing."""
    seen: dict[str, QKeySequence] = {}
    for sequence in sequences:
        seen.setdefault(sequence.toString(), sequence)
    return list(seen.values())


def action_text(verb: str, what: str | None) -> str:
    if not what:
        return verb
    if len(what) > MAX_ACTION_TEXT:
        what = what[: MAX_ACTION_TEXT - 1] + "…"
    return f"{verb} {what}".replace("&", "&&")  # a literal "&", not a mnemonic


class MainWindow(QMainWindow):
    settings_requested = Signal()
    quit_requested = Signal()
    hidden_to_tray = Signal()

    def __init__(self, tree: MemoryTree, settings: Settings, bridge: EventBridge,
                 watcher: ExternalChangeWatcher, runner: TaskRunner, *, icon: QIcon | None = None,
                 keep_running_on_close: bool = True, panels: Mapping[str, QWidget] | None = None,
                 timeline_mirror: TreeMirror | None = None, parent: QWidget | None = None) -> None:
        """`keep_running_on_close`: hide to the tray on close (False when there is no tray).

        `panels`: widgets of features built elsewhere, by slot name ("threads", "overview",
        "canvas", "chat"); a slot without one shows its "later version" placeholder.
        """
        super().__init__(parent)
        self._tree, self._settings, self._watcher = tree, settings, watcher
        self.keep_running_on_close = keep_running_on_close
        self.setObjectName("mainWindow")
        self.setWindowTitle("Contexty")
        if icon is not None:
            self.setWindowIcon(icon)

        # ---- panels --------------------------------------------------------------------------
        given = dict(panels or {})
        unknown = set(given) - set(PANEL_SLOTS)
        if unknown:
            raise ValueError(f"unknown panel slots: {sorted(unknown)}")
        self.threads = given.get("threads") or PlaceholderPanel(
            "Threads", "Chat threads will be listed here once chat is available (a later version).")
        self.timeline = TimelineView(tree.store, runner, mirror=timeline_mirror)
        self.overview = given.get("overview") or PlaceholderPanel(
            "", "The memory tree (groups and their cards) arrives in a later version.")
        self.tabs = QTabWidget()
        self.tabs.setObjectName("memoryTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.timeline, "Timeline")
        self.tabs.addTab(self.overview, "Overview")
        self.canvas = given.get("canvas") or PlaceholderPanel(
            "Canvas", "The canvas, where memory cards are drawn in their groups, arrives in a later version.")
        self.chat = given.get("chat") or PlaceholderPanel("Chat", "Chat arrives in a later version.")

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        for panel, minimum in ((self.threads, 120), (self.tabs, 220), (self.canvas, 160), (self.chat, 160)):
            # never narrower than the panel's own layout needs: a squeezed toolbar elides to "H...n"
            panel.setMinimumWidth(max(minimum, panel.minimumSizeHint().width()))
            self.splitter.addWidget(panel)
        self.splitter.setStretchFactor(2, 1)  # the canvas takes what the window gains
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(6)
        self.setCentralWidget(self.splitter)
        self.panel_actions: dict[str, QAction] = {}

        self.count_label = QLabel("")
        self.count_label.setObjectName("memoryCount")
        self.statusBar().addPermanentWidget(self.count_label)

        self._build_menus()
        self._restore_state()

        # ---- live updates --------------------------------------------------------------------
        bridge.changed.connect(self.timeline.on_changes)
        bridge.undo_changed.connect(self._update_undo_actions)
        watcher.changed_externally.connect(self.timeline.reload)
        self.timeline.count_changed.connect(self._show_count)
        self.timeline.load_failed.connect(
            lambda error: self.statusBar().showMessage(f"Could not read the memories: {error}", 10000))
        self.timeline.reload()

    # ---- menus -----------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.file_menu = self.menuBar().addMenu("&File")
        close = QAction("&Close Window", self)
        close.setShortcuts(unique_keys(QKeySequence("Ctrl+W"),
                                       *QKeySequence.keyBindings(QKeySequence.StandardKey.Close)))
        close.triggered.connect(self.close)
        file_menu.addAction(close)
        quit_action = QAction("&Quit Contexty", self)
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))  # the standard key is empty on some platforms
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.quit_requested.emit)
        file_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = QAction("Undo", self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction("Redo", self)
        self.redo_action.setShortcuts(unique_keys(QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")))
        self.redo_action.triggered.connect(self.redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        # the AI's own steps (issue 17): Ctrl+Z follows the user; each AI step is undone from its entry here
        self.ai_steps_menu = edit_menu.addMenu("AI Steps")
        self.ai_steps_menu.setObjectName("aiStepsMenu")
        self.ai_steps_menu.aboutToShow.connect(self._fill_ai_steps)
        edit_menu.addSeparator()
        settings_action = QAction("&Settings…", self)
        settings_action.setShortcut(QKeySequence("Ctrl+,"))
        settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        settings_action.triggered.connect(self.settings_requested.emit)
        edit_menu.addAction(settings_action)
        self._update_undo_actions()

        view_menu = self.view_menu = self.menuBar().addMenu("&View")
        for name, index, label, keys in SIDE_PANELS:
            toggle = QAction(f"{label} Panel", self)
            toggle.setObjectName(f"show_{name}")
            toggle.setCheckable(True)
            toggle.setChecked(True)
            toggle.setShortcut(QKeySequence(keys))
            toggle.setToolTip(f"Show or hide the {label.replace('&', '').lower()} panel; the canvas takes the room")
            toggle.toggled.connect(lambda on, i=index: self.set_panel_visible(i, on))
            view_menu.addAction(toggle)
            self.panel_actions[name] = toggle
        view_menu.addSeparator()
        canvas_only = QAction("Canvas &Only", self)
        canvas_only.setObjectName("canvasOnly")
        canvas_only.setShortcut(QKeySequence("Ctrl+Alt+0"))
        canvas_only.triggered.connect(self.show_canvas_only)
        view_menu.addAction(canvas_only)
        show_all = QAction("&All Panels", self)
        show_all.setObjectName("allPanels")
        show_all.triggered.connect(self.show_all_panels)
        view_menu.addAction(show_all)

    # ---- panels ------------------------------------------------------------------------------
    def set_panel_visible(self, index: int, visible: bool) -> None:
        panel = self.splitter.widget(index)
        if panel is None or panel.isHidden() != visible:
            return
        panel.setVisible(visible)
        if visible and self.splitter.sizes()[index] == 0:
            sizes = self.splitter.sizes()
            wanted = LAPTOP_SIZES[index] or DEFAULT_SIZES[index]
            sizes[2] = max(self.canvas.minimumWidth(), sizes[2] - wanted)  # taken from the canvas
            sizes[index] = wanted
            self.splitter.setSizes(sizes)

    def show_canvas_only(self) -> None:
        for toggle in self.panel_actions.values():
            toggle.setChecked(False)
        self.canvas.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_all_panels(self) -> None:
        for toggle in self.panel_actions.values():
            toggle.setChecked(True)

    def hidden_panels(self) -> list[str]:
        return [name for name, toggle in self.panel_actions.items() if not toggle.isChecked()]

    def _update_undo_actions(self) -> None:
        stack = self._tree.undo_stack
        undo_text, redo_text = stack.undo_text, stack.redo_text
        self.undo_action.setText(action_text("Undo", undo_text))
        self.undo_action.setEnabled(undo_text is not None)
        self.redo_action.setText(action_text("Redo", redo_text))
        self.redo_action.setEnabled(redo_text is not None)

    def _fill_ai_steps(self) -> None:
        menu, stack = self.ai_steps_menu, self._tree.undo_stack
        menu.clear()
        done, undone = stack.ai_steps()[:AI_STEPS_SHOWN], stack.ai_undone()[:AI_STEPS_SHOWN]
        for step in done:
            action = menu.addAction(action_text("Undo", describe(step)))
            action.triggered.connect(lambda _=False, s=step: self._replay(lambda: self._tree.undo_step(s), "Undid"))
        if done and undone:
            menu.addSeparator()
        for step in undone:
            action = menu.addAction(action_text("Redo", describe(step)))
            action.triggered.connect(lambda _=False, s=step: self._replay(lambda: self._tree.redo_step(s), "Redid"))
        if not done and not undone:
            menu.addAction("No AI steps in this session").setEnabled(False)

    def undo(self) -> None:
        self._replay(self._tree.undo, "Undid")

    def redo(self) -> None:
        self._replay(self._tree.redo, "Redid")

    def _replay(self, step: Any, verb: str) -> None:
        # a few row writes in one WAL transaction: short enough for the GUI thread
        try:
            text = step()
        except ContextyError as exc:
            self.statusBar().showMessage(str(exc), 10000)
            return
        finally:
            self._update_undo_actions()
        if text:
            self.statusBar().showMessage(f"{verb}: {text}", 5000)

    # ---- state -----------------------------------------------------------------------------
    def _show_count(self, count: int) -> None:
        self.count_label.setText(f"{count} memor{'y' if count == 1 else 'ies'}")

    def _restore_state(self) -> None:
        screen = QGuiApplication.screenAt(QCursor.pos()) or QApplication.primaryScreen()
        available = screen.availableGeometry() if screen is not None else QRect(0, 0, 1920, 1080)
        geometry = str(self._settings.get(GEOMETRY_KEY) or "")
        restored = bool(geometry) and self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        if restored:
            # remembered on a larger screen (a monitor at the office, the laptop now): fit this one
            frame = self.frameGeometry()
            if not available.contains(frame):
                inside = fitted(frame, available)
                margins = (frame.width() - self.width(), frame.height() - self.height())
                self.resize(inside.width() - margins[0], inside.height() - margins[1])
                self.move(inside.topLeft())
        else:
            width = min(FIRST_SIZE[0], int(available.width() * 0.96))
            height = min(FIRST_SIZE[1], int(available.height() * 0.94))
            self.resize(width, height)
            self.move(available.left() + (available.width() - width) // 2,
                      available.top() + (available.height() - height) // 2)
        first_sizes, first_hidden = default_layout(available.width())
        sizes = self._settings.get(SPLITTER_KEY)
        valid = (isinstance(sizes, list) and len(sizes) == self.splitter.count()
                 and all(isinstance(s, int) and s >= 0 for s in sizes) and sum(sizes) > 0)
        self.splitter.setSizes(sizes if valid else first_sizes)
        hidden = self._settings.get(HIDDEN_KEY)
        hidden_names = set(hidden) if isinstance(hidden, list) and valid else first_hidden
        for name, toggle in self.panel_actions.items():
            toggle.setChecked(name not in hidden_names)

    def save_state(self) -> None:
        try:
            self._settings.set(GEOMETRY_KEY, bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
            self._settings.set(SPLITTER_KEY, [int(s) for s in self.splitter.sizes()])
            self._settings.set(HIDDEN_KEY, self.hidden_panels())
        except Exception:  # a read-only config dir must not block closing the window
            log.exception("could not save the window layout")

    def status(self) -> dict[str, Any]:
        """What a test or `contexty` status query needs to see without reading pixels."""
        return {
            "window_visible": self.isVisible(),
            # exposed: mapped and on screen, not merely show() called (bench/startup.py waits for it)
            "window_exposed": self.windowHandle() is not None and self.windowHandle().isExposed(),
            "memories": self.timeline.model.memory_count(),
            "titles": self.timeline.model.titles(20),
            "loading": self.timeline.is_loading(),
            "undo": self._tree.undo_stack.undo_text,
            "layout": self.layout_status(),
        }

    def layout_status(self) -> dict[str, Any]:
        """Window, screen and panel widths, and any control drawn narrower than its text needs."""
        screen = self.screen().availableGeometry() if self.screen() is not None else QRect()
        sizes = dict(zip(("threads", "memories", "canvas", "chat"), self.splitter.sizes(), strict=True))
        frame = self.frameGeometry()
        return {"window": [frame.x(), frame.y(), frame.width(), frame.height()],
                "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
                "panels": sizes, "hidden": self.hidden_panels(),
                "canvas_share": round(sizes["canvas"] / max(1, self.splitter.width()), 3),
                "elided": elided_controls(self)}

    # ---- showing / hiding ------------------------------------------------------------------
    def bring_to_front(self) -> None:
        if self.isMinimized():
            self.showNormal()
        else:
            self.show()
        self.raise_()
        self.activateWindow()

    def showEvent(self, event: QShowEvent) -> None:
        name_controls(self)  # panels fill in lazily: name what a screen reader would find nameless
        super().showEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowActivate:
            # fallback for writers that did not notify us (a PRAGMA read, cheap)
            self._watcher.check()
        return super().event(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        if self.keep_running_on_close:
            event.ignore()
            self.hide()
            self.hidden_to_tray.emit()
        else:
            event.accept()
            self.quit_requested.emit()

    def shutdown(self) -> None:
        """Before the app exits: remember the layout, stop applying background results."""
        if self.isVisible():
            self.save_state()
        self.timeline.close_view()
