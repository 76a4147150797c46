"""Settings, generated from the typed schema in core/settings.py (user-visible entries only).

New settings appear here by being added to SCHEMA; nothing in this file lists them. The API key is
not a setting: it goes to the OS keyring (core/secrets.py), under the name the
`llm.api_key_name` setting gives, and is never read back into the dialog.

"Erase everything…" (Privacy) asks for the typed word "erase" in a second dialog, then hands the
plan (core/erase.py) to `on_erase`, the app's quit-then-erase; without one the button is not shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.backup import backup_dir
from contexty_qt.core.erase import ErasePlan, plan_erase
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.paths import config_dir, log_dir, resolve_data_dir
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.settings import SCHEMA, Setting, Settings, coerce
from contexty_qt.ui.accessibility import name_controls

log = logging.getLogger("contexty.ui.settings")

SECTION_TITLES = {
    "": "General",
    "llm": "Language model",
    "embeddings": "Embeddings",
    "hotkeys": "Hotkeys",
    "observation": "Observation",
    "privacy": "Privacy",
    "backup": "Backups",
}
API_KEY_FIELD = "llm.api_key"  # object name of the key field (not a settings key)
ERASE_WORD = "erase"


def section_of(key: str) -> str:
    return key.split(".", 1)[0] if "." in key else ""


def label_of(key: str) -> str:
    """"observation.min_interval_s" -> "Min interval (s)"."""
    name = key.split(".", 1)[-1]
    if name.endswith("_s"):
        name = name[:-2] + " (s)"
    words = [{"url": "URL", "api": "API", "llm": "LLM"}.get(w, w) for w in name.split("_")]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


class SettingsDialog(QDialog):
    """Edits are validated all together on Save: either every change is stored or none."""

    def __init__(self, settings: Settings, secrets: SecretStore, *,
                 unavailable: Mapping[str, str] | None = None, parent: QWidget | None = None,
                 data_dir: Path | None = None, on_erase: Callable[[ErasePlan], None] | None = None,
                 hotkeys_extra: QWidget | None = None) -> None:
        """`unavailable`: settings keys shown disabled, with the reason (a feature not built yet).
        `data_dir`: the folder the running app uses (default: as the data_dir setting resolves).
        `on_erase`: carries out a confirmed "Erase everything" (without it the dialog offers no erase).
        `hotkeys_extra`: shown under the hotkeys (Wayland: the desktop-shortcuts panel)."""
        super().__init__(parent)
        self.setWindowTitle("Contexty settings")
        self.setObjectName("settingsDialog")
        self._settings, self._secrets = settings, secrets
        self._data_dir = data_dir
        self._on_erase = on_erase
        self.erase_dialog: EraseDialog | None = None
        self._unavailable = dict(unavailable or {})
        self.editors: dict[str, QWidget] = {}

        content = QWidget()
        content_layout = QVBoxLayout(content)
        sections: dict[str, QFormLayout] = {}
        for setting in SCHEMA:
            if not setting.user_visible:
                continue
            section = section_of(setting.key)
            if section not in sections:
                box = QGroupBox(SECTION_TITLES.get(section, section.capitalize()), content)
                form = QFormLayout(box)
                form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
                form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
                content_layout.addWidget(box)
                sections[section] = form
                if section == "llm":
                    self._add_api_key_row(form)
            self._add_row(sections[section], setting)
        if "hotkeys" in sections and hotkeys_extra is not None:
            sections["hotkeys"].addRow("Desktop shortcuts", hotkeys_extra)
        if "backup" in sections:
            self._add_backup_folder_row(sections["backup"])
        if "privacy" in sections and on_erase is not None:  # only the app can erase: after closing its store
            self._add_erase_row(sections["privacy"])
        content_layout.addStretch(1)

        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)

        self.error = QLabel(self)  # inline, not a modal box: the user sees the field and the reason
        self.error.setObjectName("settingsError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #C0392B;")
        self.error.hide()

        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.resize(640, 720)
        name_controls(self)

    # ---- building --------------------------------------------------------------------------
    def _add_row(self, form: QFormLayout, setting: Setting) -> None:
        editor = self._editor_for(setting)
        editor.setObjectName(setting.key)
        editor.setToolTip(setting.description)
        self._set_value(setting, editor, self._settings.get(setting.key))
        self.editors[setting.key] = editor
        help_text = setting.description
        reason = self._unavailable.get(setting.key)
        if reason:
            editor.setEnabled(False)
            editor.setToolTip(reason)
            help_text = f"{setting.description} {reason}"
        field = QWidget()
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 4)
        column.setSpacing(2)
        column.addWidget(editor)
        column.addWidget(self._help_label(help_text))
        form.addRow(label_of(setting.key), field)

    def _add_api_key_row(self, form: QFormLayout) -> None:
        self.api_key = QLineEdit()
        self.api_key.setObjectName(API_KEY_FIELD)
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setPlaceholderText("Leave empty to keep the current key")
        self.api_key.setClearButtonEnabled(True)
        self.remove_key = QPushButton("Remove stored key")
        self.remove_key.setCheckable(True)
        self.remove_key.setToolTip("Delete the stored API key when you press Save")
        row = QHBoxLayout()
        row.addWidget(self.api_key, 1)
        row.addWidget(self.remove_key)
        field = QWidget()
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 4)
        column.setSpacing(2)
        column.addLayout(row)
        self.key_storage = self._help_label(f"Stored in: {self._secrets.describe()}")
        self.key_storage.setObjectName("keyStorage")
        column.addWidget(self.key_storage)
        form.addRow("API key", field)

    def _add_backup_folder_row(self, form: QFormLayout) -> None:
        """Where the backups are now (the folder setting may be empty: the default beside the data)."""
        data_dir = self._data_dir or resolve_data_dir(None, str(self._settings.get("data_dir")))
        folder = backup_dir(data_dir, str(self._settings.get("backup.folder")))
        self.backup_location = self._help_label(f"{folder}  (File ▸ Back Up Now, File ▸ Restore from Backup…)")
        self.backup_location.setObjectName("backupLocation")
        self.backup_location.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow("Backups are in", self.backup_location)

    def _add_erase_row(self, form: QFormLayout) -> None:
        self.erase_button = QPushButton("Erase everything…")
        self.erase_button.setObjectName("eraseEverything")
        self.erase_button.setToolTip("Delete all memories, images, logs and (unless you keep them) the settings "
                                     "and the stored API key, then quit")
        self.erase_button.clicked.connect(self.ask_to_erase)
        field = QWidget()
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 4)
        column.setSpacing(2)
        column.addWidget(self.erase_button, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self._help_label("Deletes the data folder, the logs and your settings, and quits. "
                                          "There is no undo; `contexty erase` does the same from a terminal."))
        form.addRow("Erase", field)

    def erase_plan(self, keep_settings: bool) -> ErasePlan:
        data_dir = self._data_dir or resolve_data_dir(None, str(self._settings.get("data_dir")))
        return plan_erase(data_dir, log_dir(), config_dir(), str(self._settings.get("llm.api_key_name")),
                          keep_settings=keep_settings,
                          backups=backup_dir(data_dir, str(self._settings.get("backup.folder"))))

    def ask_to_erase(self) -> None:
        if self.erase_dialog is None:
            self.erase_dialog = EraseDialog(self.erase_plan, self)
            self.erase_dialog.confirmed.connect(self._erase)
        self.erase_dialog.open()

    def _erase(self, plan: ErasePlan) -> None:
        log.info("erase everything confirmed by the user (keep settings: %s)", plan.keep_settings)
        if self._on_erase is not None:
            self._on_erase(plan)

    @staticmethod
    def _help_label(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = label.font()
        font.setPointSizeF(max(font.pointSizeF() * 0.9, 7.0))
        label.setFont(font)
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
        label.setPalette(palette)
        return label

    @staticmethod
    def _editor_for(setting: Setting) -> QWidget:
        if setting.type is bool:
            return QCheckBox()
        if setting.choices:
            combo = QComboBox()
            combo.addItems(list(setting.choices))
            return combo
        if setting.type is float:
            spin = QDoubleSpinBox()
            spin.setRange(0.0, 86_400.0)
            spin.setDecimals(1)
            spin.setSingleStep(0.5)
            return spin
        edit = QLineEdit()
        if setting.type is list:
            edit.setPlaceholderText("comma-separated")
        return edit

    # ---- values ----------------------------------------------------------------------------
    @staticmethod
    def _set_value(setting: Setting, editor: QWidget, value: Any) -> None:
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentText(str(value))
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(value))
        elif isinstance(editor, QLineEdit):
            editor.setText(", ".join(value) if setting.type is list else str(value))

    @staticmethod
    def _get_value(editor: QWidget) -> Any:
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QComboBox):
            return editor.currentText()
        if isinstance(editor, QDoubleSpinBox):
            return editor.value()
        assert isinstance(editor, QLineEdit)
        return editor.text()

    def _show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def restore_defaults(self) -> None:
        for setting in SCHEMA:
            editor = self.editors.get(setting.key)
            if editor is not None and editor.isEnabled():
                self._set_value(setting, editor, setting.default)

    def save(self) -> None:
        """Validate every field first; store only when all are valid, then close."""
        values: dict[str, Any] = {}
        for setting in SCHEMA:
            editor = self.editors.get(setting.key)
            if editor is None or not editor.isEnabled():
                continue
            try:
                values[setting.key] = coerce(setting, self._get_value(editor))
            except InvalidInputError as exc:
                editor.setFocus()
                self._show_error(str(exc))
                return
        try:
            for key, value in values.items():
                self._settings.set(key, value)
            key_name = str(values.get("llm.api_key_name") or self._settings.get("llm.api_key_name"))
            if self.remove_key.isChecked():
                self._secrets.set(key_name, "")
            elif self.api_key.text().strip():
                self._secrets.set(key_name, self.api_key.text().strip())
        except Exception as exc:  # keyring or disk failures: say so, keep the dialog open
            log.exception("saving settings failed")
            self._show_error(f"Could not save the settings: {exc}")
            return
        self.error.hide()
        self.api_key.clear()
        self.remove_key.setChecked(False)
        self.accept()


class EraseDialog(QDialog):
    """The confirmation: what will be deleted, an option to keep the settings, and the typed word."""

    confirmed = Signal(object)  # the ErasePlan

    def __init__(self, plan_for: Callable[[bool], ErasePlan], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Erase everything")
        self.setObjectName("eraseDialog")
        self._plan_for = plan_for
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.keep_settings = QCheckBox("Keep my settings and the stored API key", self)
        self.keep_settings.toggled.connect(self._describe)
        self.word = QLineEdit(self)
        self.word.setObjectName("eraseWord")
        self.word.setPlaceholderText(f"type {ERASE_WORD}")
        self.word.textChanged.connect(self._update_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.erase_button = self.buttons.addButton("Erase and quit", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.erase_button.setObjectName("eraseConfirm")
        self.erase_button.setEnabled(False)
        self.erase_button.clicked.connect(self._confirm)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.keep_settings)
        layout.addWidget(QLabel(f"To confirm, type “{ERASE_WORD}”:", self))
        layout.addWidget(self.word)
        layout.addWidget(self.buttons)
        self._describe()

    def plan(self) -> ErasePlan:
        return self._plan_for(self.keep_settings.isChecked())

    def _describe(self) -> None:
        lines = "\n".join(f"• {line}" for line in self.plan().describe())
        self.summary.setText(f"This deletes, with no way back:\n{lines}\n\nContexty then quits.")

    def _update_button(self, text: str) -> None:
        self.erase_button.setEnabled(text.strip().lower() == ERASE_WORD)

    def _confirm(self) -> None:
        if not self.erase_button.isEnabled():
            return
        plan = self.plan()
        self.word.clear()
        self.accept()
        self.confirmed.emit(plan)
