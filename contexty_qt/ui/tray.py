"""The tray icon (UI-4): the app lives here while the main window is closed."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from contexty_qt.capture import autostart
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.settings import Settings

log = logging.getLogger("contexty.ui.tray")

OBSERVATION_KEY = "observation.enabled"


class Tray(QObject):
    """Tray icon + menu. Emits requests; the composition root decides what they do."""

    show_requested = Signal()
    capture_text_requested = Signal()
    capture_region_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()
    _setting_changed = Signal(str, object)  # settings listeners may fire on any thread

    def __init__(self, settings: Settings, icon: QIcon, *, observation_unavailable: str | None = None,
                 parent: QObject | None = None) -> None:
        """`observation_unavailable`: why the observation toggle is disabled (None: it works)."""
        super().__init__(parent)
        self._settings = settings
        self.menu = QMenu()
        self.menu.setToolTipsVisible(True)  # the disabled toggle explains itself on hover
        self.show_action = self._add("Show Contexty", self.show_requested)
        self.menu.addSeparator()
        self.capture_text_action = self._add("Capture text", self.capture_text_requested)
        self.capture_region_action = self._add("Capture region", self.capture_region_requested)
        self.observation_action = QAction("Observation", self.menu)
        self.observation_action.setCheckable(True)
        self.observation_action.setChecked(bool(settings.get(OBSERVATION_KEY)))
        self.observation_action.toggled.connect(self._on_observation_toggled)
        if observation_unavailable:
            self.observation_action.setEnabled(False)
            self.observation_action.setToolTip(observation_unavailable)
        else:
            self.observation_action.setToolTip("Passive screenshots while you work in other apps")
        self.menu.addAction(self.observation_action)
        # the autostart entry file is the truth: re-read whenever the menu opens (the CLI may have changed it)
        self.autostart_action = QAction("Start at login", self.menu)
        self.autostart_action.setCheckable(True)
        self.autostart_action.toggled.connect(self._on_autostart_toggled)
        if unsupported := autostart.supported():
            self.autostart_action.setEnabled(False)
            self.autostart_action.setToolTip(unsupported)
        else:
            self.autostart_action.setToolTip(f"Start Contexty when you log in ({autostart.entry_path()})")
        self.refresh_autostart()
        self.menu.aboutToShow.connect(self.refresh_autostart)
        self.menu.addAction(self.autostart_action)
        self.menu.addSeparator()
        self.settings_action = self._add("Settings…", self.settings_requested)
        self.menu.addSeparator()
        self.quit_action = self._add("Quit Contexty", self.quit_requested)

        self.icon = QSystemTrayIcon(icon, self)
        self.icon.setToolTip("Contexty")
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._on_activated)

        self._setting_changed.connect(self._apply_setting, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = settings.subscribe(self._on_setting, OBSERVATION_KEY)

    def _add(self, text: str, signal: Any) -> QAction:
        action = QAction(text, self.menu)
        action.triggered.connect(lambda _checked=False: signal.emit())
        self.menu.addAction(action)
        return action

    @staticmethod
    def available() -> bool:
        return bool(QSystemTrayIcon.isSystemTrayAvailable())

    def show(self) -> bool:
        """Show the icon; False when the desktop has no tray (the window then quits on close)."""
        if not self.available():
            log.warning("no system tray on this desktop; closing the window will quit Contexty")
            return False
        self.icon.show()
        return True

    def is_visible(self) -> bool:
        return bool(self.icon.isVisible())

    def notify(self, title: str, message: str) -> None:
        if self.icon.isVisible() and QSystemTrayIcon.supportsMessages():
            self.icon.showMessage(title, message, QSystemTrayIcon.MessageIcon.Information, 5000)

    def close(self) -> None:
        self._unsubscribe()
        self.icon.hide()
        self.menu.deleteLater()

    # ---- internals -------------------------------------------------------------------------
    def _on_activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        # left click / double click bring the window; right click opens the menu (Qt does that)
        if reason in (QSystemTrayIcon.ActivationReason.Trigger, QSystemTrayIcon.ActivationReason.DoubleClick):
            self.show_requested.emit()

    def _on_observation_toggled(self, checked: bool) -> None:
        if bool(self._settings.get(OBSERVATION_KEY)) != checked:
            self._settings.set(OBSERVATION_KEY, checked)

    def refresh_autostart(self) -> None:
        self._show_autostart(autostart.supported() is None and autostart.is_enabled())

    def _show_autostart(self, enabled: bool) -> None:
        self.autostart_action.blockSignals(True)
        self.autostart_action.setChecked(enabled)
        self.autostart_action.blockSignals(False)

    def _on_autostart_toggled(self, checked: bool) -> None:
        try:
            autostart.set_enabled(checked)
        except (OSError, ContextyError) as exc:
            log.warning("could not change start at login: %s", exc)
            self.notify("Start at login", f"Could not {'turn it on' if checked else 'turn it off'}: {exc}")
        self.refresh_autostart()  # show what the file says now, whether or not the write worked

    def _on_setting(self, key: str, value: Any) -> None:
        with contextlib.suppress(RuntimeError):  # tray already deleted
            self._setting_changed.emit(key, value)

    def _apply_setting(self, key: str, value: object) -> None:
        if key == OBSERVATION_KEY and self.observation_action.isChecked() != bool(value):
            self.observation_action.blockSignals(True)
            self.observation_action.setChecked(bool(value))
            self.observation_action.blockSignals(False)
