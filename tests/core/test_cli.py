"""The `contexty` command line, in-process (main([...]) with capsys) and as a real subprocess."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from contexty_qt import cli
from contexty_qt.cli import memory_cmds
from tests.fakes.keyring import MemoryKeyring


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_ok(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out


def contexty(*argv: str | bytes, input: bytes | None = None, env: dict[str, str] | None = None,
             timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    """The real thing: a new Python process, environment (CONTEXTY_*_DIR of the fixture) passed on."""
    return subprocess.run([sys.executable, "-m", "contexty_qt", *argv], input=input, capture_output=True,
                          env={**os.environ, **(env or {})}, timeout=timeout, check=False)


def tree_json(capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    return json.loads(run_ok(capsys, "tree", "--json", *extra))


# ---- the "must show": add x3, tree --json, export, import into an empty dir ------------
def test_add_three_export_import_into_empty_data_dir_gives_identical_tree(tmp_path: Path) -> None:
    for argv in (["add", "--text", "Funding section of the grant", "--memo", "funding looks thin here",
                  "--app", "Firefox", "--title", "Grant call", "--url", "https://example.org/call"],
                 ["add", "--text", "Budget table", "--at", "2024-05-01T14:30:00+02:00"],
                 ["add", "--text", "-", "--source", "observation"]):
        result = contexty(*argv, input=b"from a pipe\n" if "-" in argv else None)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip().isdigit()
    assert contexty("group", "1", "2", "--name", "Grant").returncode == 0
    before = contexty("tree", "--json")
    assert before.returncode == 0, before.stderr
    export = tmp_path / "export.json"
    assert contexty("export", "--format", "json", "-o", str(export)).returncode == 0
    assert oct(export.stat().st_mode & 0o777) == "0o600"

    empty = {"CONTEXTY_DATA_DIR": str(tmp_path / "other-data")}
    imported = contexty("import", str(export), env=empty)
    assert imported.returncode == 0, imported.stderr
    assert b"3 memories" in imported.stdout
    after = contexty("tree", "--json", env=empty)
    assert after.stdout == before.stdout
    assert len(json.loads(after.stdout)["memories"]) == 3


def test_python_dash_m_and_console_script_agree(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("contexty")
    if not script.exists():
        pytest.skip("the console script is not installed in this environment")
    out = subprocess.run([str(script), "add", "--text", "via the console script"], capture_output=True,
                         env=dict(os.environ), timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    shown = contexty("show", out.stdout.decode().strip(), "--json")
    assert json.loads(shown.stdout)["text"] == "via the console script"


# ---- add --------------------------------------------------------------------------------------
def test_add_prints_the_id_and_stores_provenance(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_ok(capsys, "add", "--text", "hello", "--memo", "a thought", "--app", "Kate",
                 "--title", "notes.txt", "--url", "https://x.test/a", "--source", "chat")
    memory = json.loads(run_ok(capsys, "show", out.strip(), "--json"))
    assert memory["text"] == "hello" and memory["memo"] == "a thought" and memory["source"] == "chat"
    assert memory["provenance"] == {"app": "Kate", "window_title": "notes.txt", "url": "https://x.test/a"}


def test_add_at_naive_time_is_local_time(capsys: pytest.CaptureFixture[str]) -> None:
    run_ok(capsys, "add", "--text", "a", "--at", "2024-05-01T14:30")
    run_ok(capsys, "add", "--text", "b", "--at", "2024-05-01T12:30Z")
    times = {m["text"]: datetime.fromisoformat(m["captured_at"]) for m in tree_json(capsys)["memories"]}
    assert times["a"] == datetime(2024, 5, 1, 14, 30).astimezone()
    assert times["b"] == datetime(2024, 5, 1, 12, 30, tzinfo=UTC)
    # in a process whose local zone is Berlin (UTC+2 in May), 14:30 local is 12:30 UTC
    added = contexty("add", "--text", "c", "--at", "2024-05-01T14:30", env={"TZ": "Europe/Berlin"})
    shown = json.loads(contexty("show", added.stdout.decode().strip(), "--json").stdout)
    assert datetime.fromisoformat(shown["captured_at"]) == datetime(2024, 5, 1, 12, 30, tzinfo=UTC)


def test_add_bad_time_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["add", "--text", "x", "--at", "yesterday-ish"])
    assert exit_info.value.code == 2
    assert "not an ISO time" in capsys.readouterr().err


def test_add_image(capsys: pytest.CaptureFixture[str], tmp_path: Path, data_dir: Path) -> None:
    from PIL import Image

    png = tmp_path / "shot.png"
    Image.new("RGB", (8, 6), "red").save(png)
    memory_id = run_ok(capsys, "add", "--image", str(png), "--memo", "red box").strip()
    memory = json.loads(run_ok(capsys, "show", memory_id, "--json"))
    assert memory["image"].endswith(".png")
    assert (data_dir / "images" / memory["image"]).read_bytes() == png.read_bytes()
    assert str(data_dir / "images" / memory["image"]) in run_ok(capsys, "show", memory_id)


def test_text_and_image_are_exclusive_and_one_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["add"], ["add", "--text", "a", "--image", "b.png"]):
        with pytest.raises(SystemExit) as exit_info:
            cli.main(argv)
        assert exit_info.value.code == 2
    capsys.readouterr()


# ---- tree, show -------------------------------------------------------------------------------
@pytest.fixture
def small_tree(capsys: pytest.CaptureFixture[str]) -> dict[str, int]:
    ids = [int(run_ok(capsys, "add", "--text", f"memory {n}", "--at", f"2024-01-0{n}T10:00Z"))
           for n in (1, 2, 3, 4)]
    research = int(run_ok(capsys, "group", str(ids[0]), str(ids[1]), "--name", "Research"))
    child = int(run_ok(capsys, "groups", "create", "Budget", "--parent", str(research)))
    run_ok(capsys, "move", str(ids[2]), "--to", str(child))
    return {"m1": ids[0], "m2": ids[1], "m3": ids[2], "m4": ids[3], "research": research, "budget": child}


def test_tree_outline_nests_groups_and_lists_unassigned_last(
        capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    lines = run_ok(capsys, "tree").splitlines()
    assert lines[0].startswith("Default (workspace 1): 4 memories, 2 groups")
    assert lines[1] == f"  + Research  [group {small_tree['research']}]"
    assert lines[2].startswith("    - #1 memory 1") and lines[3].startswith("    - #2 memory 2")
    assert lines[4] == f"    + Budget  [group {small_tree['budget']}]"
    assert lines[5].startswith("      - #3 memory 3")
    assert lines[6] == "  Unassigned"
    assert lines[7].startswith("    - #4 memory 4")


def test_tree_json_has_every_field(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    tree = tree_json(capsys)
    assert tree["workspace"]["name"] == "Default"
    memory = tree["memories"][0]
    for field in ("id", "workspace_id", "source", "captured_at", "text", "image", "memo", "title", "summary",
                  "tags", "user_context", "provenance", "group_id", "placed_by_user", "hidden", "archived",
                  "updated", "previous", "analysis_state", "recall_count", "importance", "created_at"):
        assert field in memory
    assert {b["name"]: b["parent_id"] for b in tree["groups"]} == {
        "Research": None, "Budget": small_tree["research"]}


def test_show_human_readable(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    run_ok(capsys, "edit", str(small_tree["m1"]), "--tags", "Grant, budget", "--context", "checking money")
    out = run_ok(capsys, "show", str(small_tree["m1"]))
    assert out.startswith(f"Memory {small_tree['m1']} (snippet), in group “Research”")
    assert "Tags:     grant, budget" in out and "Context:  checking money" in out
    assert out.rstrip().endswith("memory 1")


def test_unknown_workspace(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "tree", "--workspace", "42")
    assert code == 1 and err == "contexty: No workspace with id 42.\n"


# ---- edit, move, group, group ----------------------------------------------------------------
def test_edit_changes_only_given_fields(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    run_ok(capsys, "edit", str(small_tree["m2"]), "--title", "Budget gap", "--memo", "check",
           "--summary", "short", "--tags", "#Money,money,plans")
    memory = json.loads(run_ok(capsys, "show", str(small_tree["m2"]), "--json"))
    assert (memory["title"], memory["memo"], memory["summary"]) == ("Budget gap", "check", "short")
    assert memory["tags"] == ["money", "plans"]
    assert memory["text"] == "memory 2"
    run_ok(capsys, "edit", str(small_tree["m2"]), "--tags", "")
    assert json.loads(run_ok(capsys, "show", str(small_tree["m2"]), "--json"))["tags"] == []



def test_an_edit_made_here_queues_what_the_app_would_for_its_own(capsys: pytest.CaptureFixture[str],
                                                                small_tree: dict[str, int]) -> None:
    """A title corrected from the command line while the app runs: the app's job runner never sees this process's
    events, so the command queues in the store what the runner queues for its own changes (core/jobs.py
    queue_follow_ups): the group's summary refresh (its name may hold the old words) and the understanding."""
    from contexty_qt.core.jobs import SUMMARIZE, UNDERSTAND, JobQueue
    from contexty_qt.core.model import JobState
    from contexty_qt.core.services import open_core

    def pending() -> dict[str, set[object]]:
        core = open_core(None)
        try:
            found: dict[str, set[object]] = {}
            for job in JobQueue(core.store).jobs([JobState.PENDING]):
                found.setdefault(job.kind, set()).add(job.payload.get("group_id", job.payload.get("workspace_id")))
            return found
        finally:
            core.close()

    before = pending()
    run_ok(capsys, "show", str(small_tree["m2"]))
    assert pending() == before  # reading changes nothing
    run_ok(capsys, "edit", str(small_tree["m2"]), "--title", "Budget gap")
    after = pending()
    assert small_tree["research"] in after.get(SUMMARIZE, set())
    assert after.get(UNDERSTAND)

def test_edit_without_changes_is_an_error(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    code, _, err = run(capsys, "edit", str(small_tree["m1"]))
    assert code == 1 and err.startswith("contexty: Nothing to change")


def test_move_to_group_and_to_none(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    run_ok(capsys, "move", str(small_tree["m4"]), str(small_tree["m1"]), "--to", str(small_tree["budget"]))
    members = {m["id"]: m["group_id"] for m in tree_json(capsys)["memories"]}
    assert members[small_tree["m4"]] == members[small_tree["m1"]] == small_tree["budget"]
    run_ok(capsys, "move", str(small_tree["m4"]), "--to", "none")
    memory = json.loads(run_ok(capsys, "show", str(small_tree["m4"]), "--json"))
    assert memory["group_id"] is None and memory["placed_by_user"] is True


def test_move_unknown_memory_changes_nothing(capsys: pytest.CaptureFixture[str],
                                            small_tree: dict[str, int]) -> None:
    before = tree_json(capsys)
    code, _, err = run(capsys, "move", str(small_tree["m4"]), "99", "--to", str(small_tree["research"]))
    assert code == 1 and err == "contexty: No memory with id 99.\n"
    code, _, err = run(capsys, "move", str(small_tree["m4"]), "--to", "77")
    assert code == 1 and err == "contexty: No group with id 77.\n"
    assert tree_json(capsys) == before


def test_group_prints_the_new_group_id(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    new = int(run_ok(capsys, "group", str(small_tree["m4"]), "--name", "  Later  "))
    tree = tree_json(capsys)
    assert {b["id"]: b["name"] for b in tree["groups"]}[new] == "Later"
    assert {m["id"]: m["group_id"] for m in tree["memories"]}[small_tree["m4"]] == new


def test_group_rename_nest_delete(capsys: pytest.CaptureFixture[str], small_tree: dict[str, int]) -> None:
    research, budget = str(small_tree["research"]), str(small_tree["budget"])
    run_ok(capsys, "groups", "rename", budget, "Money")
    run_ok(capsys, "groups", "nest", budget, "--into", "none")
    code, _, err = run(capsys, "groups", "nest", research, "--into", research)
    assert code == 1 and "cannot go inside itself" in err
    run_ok(capsys, "groups", "nest", research, "--into", budget)
    code, _, err = run(capsys, "groups", "nest", budget, "--into", research)
    assert code == 1 and "cannot go inside itself" in err
    run_ok(capsys, "groups", "delete", research)
    tree = tree_json(capsys)
    assert [(b["name"], b["parent_id"]) for b in tree["groups"]] == [("Money", None)]
    assert {m["id"]: m["group_id"] for m in tree["memories"]}[small_tree["m1"]] == small_tree["budget"]


def test_ids_must_be_positive_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["show", "abc"], ["show", "-3"], ["move", "1", "--to", "x"]):
        with pytest.raises(SystemExit) as exit_info:
            cli.main(argv)
        assert exit_info.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


# ---- plumbing: discovery, default command, notification, global options ----------------------
def test_subcommand_modules_are_discovered() -> None:
    _, commands = cli.build_parser()
    assert {"add", "tree", "show", "edit", "move", "group", "groups", "export", "import", "doctor",
            "settings"} <= commands


def test_no_command_means_run() -> None:
    commands = {"run", "add", "tree"}
    assert cli._with_default_command([], commands) == ["run"]
    assert cli._with_default_command(["--data-dir", "/x", "-v"], commands) == ["--data-dir", "/x", "-v", "run"]
    assert cli._with_default_command(["--data-dir=/x"], commands) == ["--data-dir=/x", "run"]
    assert cli._with_default_command(["tree"], commands) == ["tree"]
    assert cli._with_default_command(["--help"], commands) == ["--help"]
    assert cli._with_default_command([], {"add"}) == []


def test_launching_the_app_loads_only_the_gui_commands() -> None:
    """`contexty` / `contexty run` build a parser of the GUI commands alone: the other command
    modules import numpy and pydantic, which the idle app would then carry (issue 14)."""
    for argv in ([], ["run"], ["--data-dir", "/x", "-v"], ["--background"], ["run", "--background"]):
        assert cli._starts_the_app(argv), argv
    for argv in (["tree"], ["-v", "add", "--text", "x"], ["--help"], ["--version"]):
        assert not cli._starts_the_app(argv), argv
    _, commands = cli.build_parser(cli.GUI_MODULE)
    assert commands == {"run", "open", "capture-text", "capture-region"}
    code = ("import sys; from contexty_qt import cli; cli.build_parser(cli.GUI_MODULE); "
            "print(sorted(m for m in ('numpy', 'pydantic', 'contexty_qt.cli.longterm_cmds') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_global_options_work_before_and_after_the_command(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    run_ok(capsys, "--data-dir", str(first), "add", "--text", "in one")
    run_ok(capsys, "add", "--text", "in two", "--data-dir", str(second))
    assert [m["text"] for m in tree_json(capsys, "--data-dir", str(first))["memories"]] == ["in one"]
    assert [m["text"] for m in tree_json(capsys, "--data-dir", str(second))["memories"]] == ["in two"]


def test_writes_notify_a_running_instance(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Path] = []
    monkeypatch.setattr(memory_cmds, "notify_changed", calls.append)
    memory_id = run_ok(capsys, "add", "--text", "x").strip()
    run_ok(capsys, "edit", memory_id, "--title", "y")
    run_ok(capsys, "tree")  # reading notifies nobody
    assert calls == [data_dir, data_dir]


def test_notify_changed_is_quiet_without_the_ipc_module(monkeypatch: pytest.MonkeyPatch, data_dir: Path) -> None:
    monkeypatch.setitem(sys.modules, "contexty_qt.ipc", None)  # import raises ImportError
    cli.notify_changed(data_dir)


def test_verbose_logs_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    import logging

    root = logging.getLogger("contexty")
    handlers, level = list(root.handlers), root.level
    try:
        code, _, err = run(capsys, "-v", "tree")
        assert code == 0 and "contexty: " in err  # the migration on first open is logged
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)


# ---- settings ---------------------------------------------------------------------------------
def test_settings_set_get_list_reset(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_ok(capsys, "settings", "get", "observation.enabled") == "false\n"
    run_ok(capsys, "settings", "set", "observation.enabled", "on")
    assert run_ok(capsys, "settings", "get", "observation.enabled") == "true\n"
    run_ok(capsys, "settings", "set", "privacy.excluded_apps", '["a, b", "c"]')
    assert json.loads(run_ok(capsys, "settings", "get", "privacy.excluded_apps")) == ["a, b", "c"]
    run_ok(capsys, "settings", "set", "privacy.excluded_titles", "x, y")
    assert json.loads(run_ok(capsys, "settings", "get", "privacy.excluded_titles")) == ["x", "y"]
    listing = run_ok(capsys, "settings", "list")
    assert "observation.enabled = true" in listing and "ui.main_geometry" not in listing
    assert "ui.main_geometry" in run_ok(capsys, "settings", "list", "--all")
    run_ok(capsys, "settings", "reset", "observation.enabled")
    assert run_ok(capsys, "settings", "get", "observation.enabled") == "false\n"


def test_settings_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "settings", "set", "llm.timeout_s", "soon")
    assert code == 1 and err == "contexty: Setting llm.timeout_s takes a float, not 'soon'.\n"
    code, _, err = run(capsys, "settings", "get", "no.such")
    assert code == 1 and "no setting called 'no.such'" in err
    code, _, err = run(capsys, "settings", "set", "embeddings.backend", "magic")
    assert code == 1 and "must be one of: local, openai" in err


def test_api_key_goes_to_the_keyring_and_is_never_printed(
        capsys: pytest.CaptureFixture[str], isolated_dirs: Path, os_keyring: MemoryKeyring) -> None:
    out = run_ok(capsys, "settings", "set", "llm.api_key", "sk-test-123")
    assert out.startswith("Stored the API key (")
    settings_file = isolated_dirs / "config" / "settings.json"
    assert not settings_file.exists() or "sk-test-123" not in settings_file.read_text()
    assert os_keyring.values == {("contexty-qt", "llm"): "sk-test-123"}
    shown = run_ok(capsys, "settings", "get", "llm.api_key")
    assert "sk-test-123" not in shown and shown.startswith("(set;")
    assert "sk-test-123" not in run_ok(capsys, "settings", "list")
    run_ok(capsys, "settings", "set", "llm.api_key", "")
    assert run_ok(capsys, "settings", "get", "llm.api_key").startswith("(not set;")
    assert os_keyring.values == {}


def test_without_a_keyring_storing_a_key_is_refused_with_the_way_out(
        capsys: pytest.CaptureFixture[str], isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from contexty_qt.core.secrets import SecretStore

    monkeypatch.setattr(SecretStore, "_usable_keyring", staticmethod(lambda: None))
    code, _, err = run(capsys, "settings", "set", "llm.api_key", "sk-test-123")
    assert code == 1 and "No OS keyring" in err and "CONTEXTY_API_KEY" in err
    assert not any(b"sk-test-123" in f.read_bytes() for f in isolated_dirs.rglob("*") if f.is_file())


# ---- doctor -----------------------------------------------------------------------------------
DOCTOR_LINE = (r"^(ok  |warn|fail)  (display|hotkeys|screen capture|window provenance|selected text|data dir|"
               r"model endpoint|embedding model|script OCR|model workers|keyring|browser): \S")


def doctor_lines(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                 **env: str) -> tuple[int, dict[str, str]]:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    code, out, err = run(capsys, "doctor")
    import re

    lines = out.splitlines()
    assert all(re.match(DOCTOR_LINE, line) for line in lines), out
    assert err == ""
    return code, {line.split(":")[0][6:]: line for line in lines}


def test_doctor_without_display(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                data_dir: Path) -> None:
    run_ok(capsys, "add", "--text", "one")
    code, lines = doctor_lines(capsys, monkeypatch)
    assert code == 0
    assert list(lines) == ["display", "hotkeys", "screen capture", "data dir", "model endpoint",
                           "embedding model", "script OCR", "model workers", "keyring", "browser"]
    assert lines["model workers"].startswith("ok") and "the app is not running" in lines["model workers"]
    assert lines["display"].startswith("warn") and "xvfb-run" in lines["display"]
    assert lines["screen capture"].startswith("warn")
    from contexty_qt.core.store import SCHEMA_VERSION

    assert lines["data dir"].startswith("ok") and f"schema {SCHEMA_VERSION}," in lines["data dir"]
    assert "1 memory, 0 groups" in lines["data dir"] and "0700" in lines["data dir"]
    assert lines["model endpoint"] == "ok    model endpoint: not configured — offline analyzer " \
                                      "(set llm.base_url to use a model)."
    assert lines["embedding model"].startswith("ok")


def test_doctor_reports_the_running_apps_model_worker_memory(monkeypatch: pytest.MonkeyPatch,
                                                             data_dir: Path) -> None:
    from contexty_qt import ipc
    from contexty_qt.cli import doctor
    from contexty_qt.core.secrets import SecretStore
    from contexty_qt.core.settings import Settings

    workers = {"models": {"pid": 42, "rss_mb": 141.2}, "ocr": {"pid": 43, "rss_mb": 388.0}}
    replies: dict[str, Any] = {"status": {"ok": True, "pid": 41, "model_workers": workers}}
    monkeypatch.setattr(ipc, "forward", lambda _dir, cmd, *a, **k: replies.get(cmd))
    ctx = doctor.Context(Settings(data_dir.parent / "s.json"), SecretStore(), data_dir, {})
    check = doctor.check_model_workers(ctx)
    assert check.status == "ok"
    assert check.message == "models pid 42: 141 MB; ocr pid 43: 388 MB (resident memory)."
    replies["status"]["model_workers"]["models"]["rss_mb"] = 512.0
    heavy = doctor.check_model_workers(ctx)
    assert heavy.status == "warn" and "more than expected" in heavy.message
    replies["status"]["model_workers"] = {}
    assert "runs no model worker now" in doctor.check_model_workers(ctx).message


def test_doctor_says_which_scripts_tesseract_reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   data_dir: Path) -> None:
    from contexty_qt.cli import doctor
    from contexty_qt.core.secrets import SecretStore
    from contexty_qt.core.settings import Settings

    ctx = doctor.Context(Settings(data_dir.parent / "s.json"), SecretStore(), data_dir, {})
    fake = tmp_path / "tesseract"  # a Tesseract with the script detection and three scripts' data
    listed = "\\n".join(["List of available languages (5):", "Cyrillic", "Georgian", "Greek", "eng", "osd"])
    fake.write_text(f"#!/bin/sh\nprintf '{listed}\\n'\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    check = doctor.check_script_ocr(ctx)
    # Georgian data is there, but the detection never leads to it
    assert check.status == "ok" and "Tesseract reads screenshots in Cyrillic, Greek;" in check.message
    monkeypatch.setenv("PATH", str(tmp_path / "none"))
    missing = doctor.check_script_ocr(ctx)
    assert missing.status == "warn" and "tesseract-ocr-osd" in missing.message


def test_doctor_checks_the_embedding_model_without_loading_it(data_dir: Path) -> None:
    # in a fresh interpreter: other tests in this process may have imported torch already
    code = ("import sys\nfrom contexty_qt.cli import main\nrc = main(['doctor'])\n"
            "print([m for m in ('torch', 'sentence_transformers') if m in sys.modules])")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert "embedding model" in out.stdout
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_doctor_on_wayland_points_to_desktop_shortcuts(capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _, lines = doctor_lines(capsys, monkeypatch, WAYLAND_DISPLAY="wayland-0", XDG_SESSION_TYPE="wayland")
    assert lines["hotkeys"].startswith("warn") and "contexty capture-region" in lines["hotkeys"]
    assert lines["screen capture"].startswith("warn") and "portal" in lines["screen capture"]


def test_doctor_fails_on_a_newer_database(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch, data_dir: Path) -> None:
    import sqlite3

    data_dir.mkdir(mode=0o700)
    with sqlite3.connect(data_dir / "contexty.sqlite3") as db:
        db.execute("PRAGMA user_version = 99")
    db.close()
    code, lines = doctor_lines(capsys, monkeypatch)
    assert code == 1
    assert lines["data dir"].startswith("fail") and "newer Contexty (schema 99" in lines["data dir"]


def test_doctor_data_dir_not_created_yet_and_loose_permissions(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, data_dir: Path) -> None:
    _, lines = doctor_lines(capsys, monkeypatch)
    assert "does not exist yet" in lines["data dir"] and not data_dir.exists()
    run_ok(capsys, "add", "--text", "x")
    data_dir.chmod(0o755)
    _, lines = doctor_lines(capsys, monkeypatch)
    assert lines["data dir"].startswith("warn") and "chmod 700" in lines["data dir"]


class _ModelsHandler(BaseHTTPRequestHandler):
    status = 200

    def do_GET(self) -> None:
        body = json.dumps({"object": "list", "data": [
            {"id": "small", "object": "model", "created": 0, "owned_by": "test"}]}).encode()
        self.send_response(self.status if self.path.endswith("/models") else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def models_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ModelsHandler)
    thread = threading.Thread(target=server.serve_forever, name="models-server")
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def test_doctor_model_endpoint(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                               models_server: str) -> None:
    run_ok(capsys, "settings", "set", "llm.base_url", models_server)
    run_ok(capsys, "settings", "set", "llm.analysis_model", "small")
    code, lines = doctor_lines(capsys, monkeypatch)
    assert lines["model endpoint"] == f"ok    model endpoint: {models_server} answers and offers 1 model."
    run_ok(capsys, "settings", "set", "llm.chat_model", "large")
    _, lines = doctor_lines(capsys, monkeypatch)
    assert lines["model endpoint"].startswith("warn") and "large" in lines["model endpoint"]
    monkeypatch.setattr(_ModelsHandler, "status", 401)
    code, lines = doctor_lines(capsys, monkeypatch)
    assert code == 1 and "refused the API key" in lines["model endpoint"]


def test_doctor_unreachable_model_endpoint_fails_fast(capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    run_ok(capsys, "settings", "set", "llm.base_url", f"http://127.0.0.1:{port}/v1")
    started = datetime.now()
    code, lines = doctor_lines(capsys, monkeypatch)
    assert code == 1 and lines["model endpoint"].startswith("fail  model endpoint: cannot reach")
    assert (datetime.now() - started).total_seconds() < 15


@pytest.fixture
def xvfb() -> Iterator[str]:
    """A private X server (display number chosen by Xvfb itself) for the display-bound checks."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "640x480x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number.isdigit(), "Xvfb did not report a display number"
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_doctor_with_an_x_server(xvfb: str) -> None:
    env = {"DISPLAY": xvfb, "WAYLAND_DISPLAY": "", "XDG_SESSION_TYPE": "x11"}
    result = contexty("doctor", env=env)
    out = result.stdout.decode()
    assert f"ok    display: X11 display {xvfb} answers" in out
    assert "ok    hotkeys: X11 key grab works for Ctrl+Shift+S and Ctrl+Shift+C." in out
    assert "ok    screen capture: mss grabbed a 32x32 test region of a 640x480 screen." in out

    from Xlib import XK, X
    from Xlib import display as xdisplay

    holder = xdisplay.Display(xvfb)  # another program holding Ctrl+Shift+S
    keycode = holder.keysym_to_keycode(XK.string_to_keysym("s"))
    holder.screen().root.grab_key(keycode, X.ControlMask | X.ShiftMask, True, X.GrabModeAsync, X.GrabModeAsync)
    holder.sync()
    try:
        out = contexty("doctor", env=env).stdout.decode()
    finally:
        holder.close()
    assert "warn  hotkeys: Ctrl+Shift+S is already grabbed by another program" in out


def test_doctor_with_an_unreachable_display(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    code, lines = doctor_lines(capsys, monkeypatch, DISPLAY=f"unix:{tmp_path}/no-such-socket:0")
    assert code == 1 and lines["display"].startswith("fail  display: DISPLAY=")
