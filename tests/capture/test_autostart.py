"""Start at login: the XDG autostart entry is the setting; module, CLI verb and Exec quoting."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from contexty_qt import cli
from contexty_qt.capture import autostart
from contexty_qt.capture.errors import UnsupportedPlatformError


def entry_keys(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def parse_exec(value: str) -> list[str]:
    """A reader written from the spec, not from the writer: undo the string escapes, then split on
    spaces outside double quotes, where a backslash escapes one of " ` $ \\; then %% is %."""
    text = value.replace("\\\\", "\\")
    args: list[str] = []
    current: list[str] | None = None
    quoted = False
    i = 0
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            assert current is not None
            current.append(text[i + 1])
            i += 2
            continue
        if ch == '"':
            quoted = not quoted
            current = current if current is not None else []
        elif ch == " " and not quoted:
            if current is not None:
                args.append("".join(current))
            current = None
        else:
            current = [*(current or []), ch]
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if current is not None:
        args.append("".join(current))
    for arg in args:  # a lone % would be a field code (%f, %u, ...) the desktop substitutes
        assert "%" not in arg.replace("%%", ""), f"unescaped % in {arg!r}"
    return [arg.replace("%%", "%") for arg in args]


def test_on_writes_the_entry_under_xdg_config_home_and_off_removes_it(isolated_dirs: Path) -> None:
    expected = isolated_dirs / "xdg-config" / "autostart" / "contexty-qt.desktop"
    assert autostart.entry_path() == expected
    assert not autostart.is_enabled()

    path = autostart.enable(["/opt/contexty/contexty-qt", "run"])
    assert path == expected and autostart.is_enabled()
    keys = entry_keys(path)
    assert keys["Type"] == "Application" and keys["Name"] == "Contexty" and keys["Icon"] == "contexty-qt"
    assert keys["Exec"] == "/opt/contexty/contexty-qt run"
    assert oct(path.stat().st_mode & 0o777) == "0o644"
    assert [p.name for p in path.parent.iterdir()] == ["contexty-qt.desktop"]  # no temp file left behind

    assert autostart.disable() is True
    assert not path.exists() and not autostart.is_enabled()
    assert autostart.disable() is False


def test_without_xdg_config_home_the_entry_goes_to_dot_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_CONFIG_HOME")
    assert autostart.entry_path() == tmp_path / "home" / ".config" / "autostart" / "contexty-qt.desktop"
    monkeypatch.setenv("XDG_CONFIG_HOME", "relative/config")  # the spec says: ignore a relative one
    assert autostart.entry_path() == tmp_path / "home" / ".config" / "autostart" / "contexty-qt.desktop"


@pytest.mark.parametrize("command", [
    ["/home/ann/My Apps/contexty", "run"],
    ["/srv/$HOME/`x`/a\"b\\c", "run", "--data-dir", "/data/100% sure"],
    ["/opt/c'ty/contexty", "run", "--data-dir", "/tmp/a;b&c|d(e)#f*g?h~i<j>k"],
    ["/usr/bin/python3", "-m", "contexty_qt", "run", ""],
])
def test_exec_quoting_round_trips_paths_with_reserved_characters(command: list[str]) -> None:
    path = autostart.enable(command)
    assert parse_exec(entry_keys(path)["Exec"]) == command
    assert autostart.is_enabled()


def test_a_line_break_in_a_path_is_refused_not_written() -> None:
    with pytest.raises(ValueError, match="line break"):
        autostart.enable(["/opt/x\ny/contexty", "run"])
    assert not autostart.entry_path().exists()


@pytest.mark.parametrize("switch_off", ["Hidden=true", "X-GNOME-Autostart-enabled=false", "Hidden=True"])
def test_an_entry_switched_off_by_the_desktop_counts_as_off(switch_off: str) -> None:
    path = autostart.enable(["/opt/contexty/contexty-qt", "run"])
    path.write_text(path.read_text(encoding="utf-8").replace("X-GNOME-Autostart-enabled=true\n", "")
                    + switch_off + "\n", encoding="utf-8")
    assert not autostart.is_enabled()


def test_keys_of_other_groups_do_not_switch_it_off() -> None:
    path = autostart.enable(["/opt/contexty/contexty-qt", "run"])
    path.write_text(path.read_text(encoding="utf-8") + "\n[Desktop Action X]\nHidden=true\n", encoding="utf-8")
    assert autostart.is_enabled()


def test_launch_command_names_this_installation(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/contexty-qt/contexty-qt")
    assert autostart.launch_command() == ["/opt/contexty-qt/contexty-qt"]

    monkeypatch.setattr(sys, "frozen", False)
    venv_bin = tmp_path / "venv" / "bin"
    venv_bin.mkdir(parents=True)
    monkeypatch.setattr(sys, "executable", str(venv_bin / "python"))
    assert autostart.launch_command() == [str(venv_bin / "python"), "-m", "contexty_qt"]
    script = venv_bin / "contexty"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    assert autostart.launch_command() == [str(script)]


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_other_systems_say_it_is_not_implemented(monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    assert "not implemented" in (autostart.supported(platform) or "")
    monkeypatch.setattr(sys, "platform", platform)
    with pytest.raises(UnsupportedPlatformError):
        autostart.enable(["/x", "run"])
    assert not autostart.entry_path().exists()
    assert autostart.supported("linux") is None


# ---- contexty autostart on|off|status ----------------------------------------------------------
def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_verb_turns_it_on_reports_and_turns_it_off(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, "autostart", "status")[:2] == (0, f"off: no {autostart.entry_path()}.\n")
    assert run(capsys, "autostart")[1].startswith("off:")  # status is the default

    code, out, _ = run(capsys, "autostart", "on", "--data-dir", str(tmp_path / "my data"))
    assert code == 0 and out.startswith("on:")
    assert autostart.is_enabled()
    command = parse_exec(entry_keys(autostart.entry_path())["Exec"])
    assert command == [*autostart.launch_command(), "run", "--background", "--data-dir", str(tmp_path / "my data")]

    code, out, _ = run(capsys, "autostart", "status")
    assert code == 0 and out.splitlines()[0] == f"on: {autostart.entry_path()}"

    code, out, _ = run(capsys, "autostart", "off")
    assert code == 0 and "removed" in out and not autostart.entry_path().exists()
    assert "there was no autostart entry" in run(capsys, "autostart", "off")[1]


def test_cli_status_names_an_entry_the_desktop_switched_off(capsys: pytest.CaptureFixture[str]) -> None:
    path = autostart.enable(["/x", "run"])
    path.write_text(path.read_text(encoding="utf-8") + "Hidden=true\n", encoding="utf-8")
    code, out, _ = run(capsys, "autostart", "status")
    assert code == 0 and out.startswith("off:") and "switched off" in out


def test_cli_refuses_a_bad_state(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(["autostart", "maybe"])
    assert exited.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
