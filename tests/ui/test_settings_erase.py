"""Settings > Erase everything: a typed confirmation, then the plan goes to the app (or erases after quitting)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from contexty_qt.core.erase import ErasePlan
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.settings_dialog import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def open_erase(qtbot: Any, dialog: SettingsDialog) -> Any:
    qtbot.mouseClick(dialog.erase_button, Qt.MouseButton.LeftButton)
    confirm = dialog.erase_dialog
    assert confirm is not None and confirm.isVisible()
    return confirm


def test_erase_needs_the_typed_word_and_hands_over_the_plan(qtbot: Any, core: CoreServices) -> None:
    plans: list[ErasePlan] = []
    dialog = SettingsDialog(core.settings, core.secrets, data_dir=core.data_dir, on_erase=plans.append)
    qtbot.addWidget(dialog)
    confirm = open_erase(qtbot, dialog)
    assert str(core.data_dir) in confirm.summary.text() and "settings" in confirm.summary.text()
    assert not confirm.erase_button.isEnabled()
    confirm.word.setText("erase it")
    assert not confirm.erase_button.isEnabled()
    qtbot.mouseClick(confirm.erase_button, Qt.MouseButton.LeftButton)
    assert plans == []
    confirm.keep_settings.setChecked(True)
    assert "settings" not in confirm.summary.text().split("logs", 1)[1]
    confirm.word.setText("Erase")
    assert confirm.erase_button.isEnabled()
    qtbot.mouseClick(confirm.erase_button, Qt.MouseButton.LeftButton)
    [plan] = plans
    assert plan.data_dir == core.data_dir and plan.keep_settings and plan.key_names == ()
    assert not confirm.isVisible()


def test_cancel_erases_nothing(qtbot: Any, core: CoreServices) -> None:
    plans: list[ErasePlan] = []
    dialog = SettingsDialog(core.settings, core.secrets, data_dir=core.data_dir, on_erase=plans.append)
    qtbot.addWidget(dialog)
    confirm = open_erase(qtbot, dialog)
    confirm.word.setText("erase")
    confirm.reject()
    assert plans == [] and (core.data_dir / "contexty.sqlite3").exists()


def test_without_a_handler_the_dialog_offers_no_erase(qtbot: Any, core: CoreServices) -> None:
    dialog = SettingsDialog(core.settings, core.secrets, data_dir=core.data_dir)
    qtbot.addWidget(dialog)
    assert dialog.findChild(QPushButton, "eraseEverything") is None  # nobody could erase after the store closed
