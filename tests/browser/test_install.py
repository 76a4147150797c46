"""`contexty browser install|uninstall|extension-path|status` into a temporary HOME, and the
extension folder's manifest: stable ids, least permissions, no remote code."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from contexty_qt.browser import extension_dir, install
from contexty_qt.cli import main
from contexty_qt.cli.doctor import Context, check_browser
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.services import open_settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    return home


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def test_install_writes_one_manifest_per_browser_naming_the_connector(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "browser", "install")
    firefox = home / ".mozilla/native-messaging-hosts/org.contexty.native_host.json"
    chromium = home / ".config/chromium/NativeMessagingHosts/org.contexty.native_host.json"
    chrome = home / ".config/google-chrome/NativeMessagingHosts/org.contexty.native_host.json"
    for path in (firefox, chromium, chrome):
        assert str(path) in out
    ff = json.loads(firefox.read_text())
    assert ff["allowed_extensions"] == ["connector@contexty-qt.app"] and "allowed_origins" not in ff
    cr = json.loads(chromium.read_text())
    assert cr["allowed_origins"] == [f"chrome-extension://{install.chromium_extension_id()}/"]
    assert cr["name"] == "org.contexty.native_host" and cr["type"] == "stdio"
    launcher = Path(cr["path"])
    assert launcher.is_absolute() and os.access(launcher, os.X_OK)
    script = launcher.read_text()
    assert "contexty_qt.browser.host" in script and '"$@"' in script
    assert all(install.registration(b).problem is None for b in install.BROWSERS)

    out = run(capsys, "browser", "uninstall", "--browser", "firefox")
    assert not firefox.exists() and chromium.exists() and launcher.exists()  # chromium still uses it
    out = run(capsys, "browser", "uninstall")
    assert not chromium.exists() and not chrome.exists() and not launcher.exists()
    assert "removed" in out
    assert "nothing to remove" in run(capsys, "browser", "uninstall")


def test_a_custom_chromium_profile_reads_hosts_from_its_user_data_dir(
        home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    profile = tmp_path / "profile"
    run(capsys, "browser", "install", "--browser", "chromium", "--user-data-dir", str(profile),
        "--data-dir", str(tmp_path / "elsewhere"))
    manifest = profile / "NativeMessagingHosts" / "org.contexty.native_host.json"
    assert manifest.exists()
    assert f"CONTEXTY_DATA_DIR={tmp_path / 'elsewhere'}" in Path(json.loads(manifest.read_text())["path"]).read_text()
    assert not (home / ".config/chromium").exists()


def test_firefox_has_no_user_data_dir(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["browser", "install", "--browser", "firefox", "--user-data-dir", str(tmp_path)]) == 1
    assert "Firefox reads" in capsys.readouterr().err


def test_registration_notices_a_foreign_or_broken_manifest(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert install.registration("chromium").problem == "not registered"
    run(capsys, "browser", "install", "--browser", "chromium")
    path = install.manifest_path("chromium")
    data = json.loads(path.read_text())
    data["allowed_origins"] = ["chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/"]
    path.write_text(json.dumps(data))
    assert "another extension" in str(install.registration("chromium").problem)
    install.launcher_path().unlink()
    run(capsys, "browser", "install", "--browser", "chromium")
    assert install.registration("chromium").problem is None
    install.launcher_path().chmod(0o644)
    assert "not executable" in str(install.registration("chromium").problem)


def test_status_and_doctor_say_registered_and_when_the_extension_last_spoke(
        home: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ctx = Context(open_settings(), SecretStore(), data_dir, {})
    run(capsys, "browser", "install", "--browser", "chromium")
    check = check_browser(ctx)
    assert "chromium: host registered" in check.message and "has not reached Contexty yet" in check.message
    data_dir.mkdir(parents=True)
    install.record_contact(data_dir, "chromium")
    message = check_browser(ctx).message
    assert re.search(r"chromium: host registered; the extension last reached Contexty \d+ s ago", message)
    out = run(capsys, "browser", "status")
    assert "chromium" in out and "last reached Contexty" in out


def test_extension_path_prints_the_unpacked_folder(capsys: pytest.CaptureFixture[str]) -> None:
    assert Path(run(capsys, "browser", "extension-path").strip()) == extension_dir()
    assert (extension_dir() / "manifest.json").exists()


def test_pack_writes_the_extension_as_one_zip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import zipfile

    target = tmp_path / "out" / "contexty-connector.xpi"
    assert Path(run(capsys, "browser", "pack", str(target)).strip()) == target
    with zipfile.ZipFile(target) as archive:
        names = set(archive.namelist())
        assert {"manifest.json", "background.js"} <= names
        assert json.loads(archive.read("manifest.json"))["manifest_version"] == 3


def test_the_manifest_is_mv3_for_both_browsers_with_least_permissions_and_stable_ids() -> None:
    manifest = json.loads((extension_dir() / "manifest.json").read_text())
    assert manifest["manifest_version"] == 3
    assert set(manifest["permissions"]) == {"tabs", "activeTab", "contextMenus", "nativeMessaging", "scripting"}
    assert "host_permissions" not in manifest and "content_scripts" not in manifest
    assert manifest["incognito"] == "not_allowed"
    assert manifest["background"] == {"service_worker": "background.js", "scripts": ["background.js"]}
    assert install.chromium_extension_id() == "jbccdfmmbegnhgkhmgghocnndilgdadp"
    assert re.fullmatch(r"[a-p]{32}", install.chromium_extension_id())
    assert manifest["browser_specific_settings"]["gecko"]["id"] == install.firefox_extension_id()


def test_the_extension_loads_no_remote_code() -> None:
    script = (extension_dir() / "background.js").read_text()
    for forbidden in ("http://", "https://", "eval(", "new Function", "importScripts", "fetch(", "XMLHttpRequest"):
        if forbidden in ("http://", "https://"):
            # only as the prefixes isWeb() compares a tab's URL with
            assert script.count(forbidden) == 1, forbidden
        else:
            assert forbidden not in script, forbidden
