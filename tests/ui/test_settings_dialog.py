"""The settings dialog is generated from the schema; saves are all-or-nothing; the key goes to SecretStore."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit

from contexty_qt.core.services import CoreServices
from contexty_qt.core.settings import SCHEMA
from contexty_qt.ui.settings_dialog import API_KEY_FIELD, SettingsDialog, label_of

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

DialogFactory = Callable[..., SettingsDialog]


@pytest.fixture
def make_dialog(qtbot: Any, core: CoreServices) -> Iterator[DialogFactory]:
    def make(**kwargs: Any) -> SettingsDialog:
        dialog = SettingsDialog(core.settings, core.secrets, **kwargs)
        qtbot.addWidget(dialog)
        return dialog

    yield make


def test_every_user_visible_setting_has_an_editor_of_its_type(make_dialog: DialogFactory) -> None:
    dialog = make_dialog()
    visible = [s for s in SCHEMA if s.user_visible]
    assert set(dialog.editors) == {s.key for s in visible}
    assert not {s.key for s in SCHEMA if not s.user_visible} & set(dialog.editors)  # geometry etc.
    for setting in visible:
        editor = dialog.editors[setting.key]
        expected = (QCheckBox if setting.type is bool else QComboBox if setting.choices
                    else QDoubleSpinBox if setting.type is float else QLineEdit)
        assert isinstance(editor, expected), setting.key
        assert editor.toolTip() == setting.description


def test_labels_read_like_words() -> None:
    assert label_of("observation.min_interval_s") == "Min interval (s)"
    assert label_of("llm.base_url") == "Base URL"
    assert label_of("llm.api_key_name") == "API key name"
    assert label_of("data_dir") == "Data dir"


def test_save_writes_changed_values(qtbot: Any, core: CoreServices, make_dialog: DialogFactory) -> None:
    dialog = make_dialog()
    dialog.editors["llm.base_url"].setText("http://localhost:11434/v1")  # type: ignore[attr-defined]
    dialog.editors["observation.min_interval_s"].setValue(20.5)  # type: ignore[attr-defined]
    dialog.editors["privacy.excluded_apps"].setText("keepassxc, Signal")  # type: ignore[attr-defined]
    dialog.editors["embeddings.backend"].setCurrentText("openai")  # type: ignore[attr-defined]
    dialog.editors["privacy.redact_secrets"].setChecked(False)  # type: ignore[attr-defined]
    with qtbot.waitSignal(dialog.accepted):
        dialog.save()
    assert core.settings.get("llm.base_url") == "http://localhost:11434/v1"
    assert core.settings.get("observation.min_interval_s") == 20.5
    assert core.settings.get("privacy.excluded_apps") == ["keepassxc", "Signal"]
    assert core.settings.get("embeddings.backend") == "openai"
    assert core.settings.get("privacy.redact_secrets") is False


def test_an_invalid_value_stores_nothing_and_says_why(core: CoreServices, make_dialog: DialogFactory,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = make_dialog()
    dialog.editors["llm.base_url"].setText("http://changed")  # type: ignore[attr-defined]
    from contexty_qt.core import settings as settings_module

    real = settings_module.coerce

    def picky(setting: Any, value: Any) -> Any:
        if setting.key == "hotkeys.text":
            raise settings_module.InvalidInputError("Setting hotkeys.text is not a shortcut.")
        return real(setting, value)

    monkeypatch.setattr("contexty_qt.ui.settings_dialog.coerce", picky)
    dialog.save()
    assert dialog.result() == 0  # still open
    assert dialog.error.isVisibleTo(dialog) and "hotkeys.text" in dialog.error.text()
    assert core.settings.get("llm.base_url") == ""  # nothing was written


def test_api_key_goes_to_the_secret_store_and_the_storage_is_named(
        qtbot: Any, core: CoreServices, make_dialog: DialogFactory) -> None:
    dialog = make_dialog()
    field = dialog.findChild(QLineEdit, API_KEY_FIELD)
    assert field is dialog.api_key and field.echoMode() == QLineEdit.EchoMode.Password
    assert field.text() == ""  # the stored key is never read back into the dialog
    assert core.secrets.describe() in dialog.key_storage.text()
    field.setText("sk-test-123")
    with qtbot.waitSignal(dialog.accepted):
        dialog.save()
    assert core.secrets.get("llm") == "sk-test-123"

    again = make_dialog()
    again.save()  # empty field: the stored key stays
    assert core.secrets.get("llm") == "sk-test-123"
    third = make_dialog()
    third.remove_key.setChecked(True)
    third.save()
    assert core.secrets.get("llm") == ""


def test_unavailable_settings_are_disabled_with_the_reason(core: CoreServices,
                                                           make_dialog: DialogFactory) -> None:
    core.settings.set("observation.enabled", True)
    dialog = make_dialog(unavailable={"observation.enabled": "Arrives with capture."})
    editor = dialog.editors["observation.enabled"]
    assert not editor.isEnabled() and editor.toolTip() == "Arrives with capture."
    core.settings.set("observation.enabled", False)
    dialog.save()  # a disabled field is not written back
    assert core.settings.get("observation.enabled") is False


def test_restore_defaults_fills_the_form_but_saves_only_on_save(core: CoreServices,
                                                                make_dialog: DialogFactory) -> None:
    core.settings.set("llm.timeout_s", 5.0)
    dialog = make_dialog()
    dialog.restore_defaults()
    assert dialog.editors["llm.timeout_s"].value() == 60.0  # type: ignore[attr-defined]
    assert core.settings.get("llm.timeout_s") == 5.0
    dialog.save()
    assert core.settings.get("llm.timeout_s") == 60.0


def test_backups_section_shows_where_the_backups_are(core: CoreServices, make_dialog: DialogFactory,
                                                     tmp_path: Any) -> None:
    dialog = make_dialog(data_dir=tmp_path / "data")
    assert str(tmp_path / "data-backups") in dialog.backup_location.text()
    assert {"backup.daily", "backup.keep", "backup.folder"} <= set(dialog.editors)
    core.settings.set("backup.folder", str(tmp_path / "elsewhere"))
    assert str(tmp_path / "elsewhere") in make_dialog(data_dir=tmp_path / "data").backup_location.text()
