"""Bad input (issue 2): each gives a clear one-line error, or the documented truncation, and changes
nothing else. "Nothing changed" is checked on the data dir's files themselves: names and content hashes.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import io
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from contexty_qt import cli
from contexty_qt.cli import memory_cmds
from contexty_qt.core import exchange
from contexty_qt.core.errors import StoreError
from contexty_qt.core.exchange import importing
from contexty_qt.core.sanitize import MAX_TEXT_CHARS, TRUNCATION_MARK
from contexty_qt.core.store import Store


def png_bytes(color: str = "blue") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (12, 9), color).save(buffer, format="PNG")
    return buffer.getvalue()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def contexty(*argv: str | bytes, input: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "contexty_qt", *argv], input=input, capture_output=True,
                          env=dict(os.environ), timeout=120, check=False)


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file under the data dir with a hash of its bytes (SQLite's -wal/-shm are transient)."""
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in sorted(folder.rglob("*")) if not p.name.endswith(("-wal", "-shm"))}


def counts(folder: Path) -> dict[str, int]:
    with Store(folder) as store:
        return store.counts()


def assert_clear_error(code: int, err: str, fragment: str) -> None:
    assert code == 1, err
    assert err.startswith("contexty: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert fragment in err, err


@pytest.fixture
def filled(capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path) -> Path:
    """A data dir with a text memory, an image memory and a group."""
    image = tmp_path / "blue.png"
    image.write_bytes(png_bytes())
    assert run(capsys, "add", "--text", "first", "--memo", "m")[0] == 0
    assert run(capsys, "add", "--image", str(image))[0] == 0
    assert run(capsys, "group", "1", "--name", "G")[0] == 0
    return data_dir


@pytest.fixture
def valid_export(filled: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    code, out, _ = run(capsys, "export", "--format", "json")
    assert code == 0
    return json.loads(out)


# ---- import of malformed or hostile JSON ------------------------------------------------------
def _set(path: str, value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        *parents, last = path.split(".")
        target: Any = doc
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value
        return doc

    return change


def _both(*changes: Callable[[dict[str, Any]], dict[str, Any]]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        for one in changes:
            doc = one(doc)
        return doc

    return change


def _cycle(doc: dict[str, Any]) -> dict[str, Any]:
    doc["groups"].append({**doc["groups"][0], "id": 50, "parent_id": doc["groups"][0]["id"]})
    doc["groups"][0]["parent_id"] = 50
    return doc


def _other_workspace_group(doc: dict[str, Any]) -> dict[str, Any]:
    doc["workspaces"].append({**doc["workspaces"][0], "id": 2, "name": "Other"})
    doc["groups"][0]["workspace_id"] = 2  # memory 1 (workspace 1) stays in it
    return doc


def _link(**fields: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        doc["links"].append({"id": 1, "workspace_id": 1, "src_kind": "memory", "src_id": 1,
                             "dst_kind": "memory", "dst_id": 2, "label": "", **fields})
        return doc

    return change


def _thread_and_message(**fields: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        t = "2024-01-01T00:00:00+00:00"
        doc["threads"].append({"id": 1, "workspace_id": 1, "title": "T", "created_at": t, "updated_at": t})
        doc["messages"].append({"id": 1, "thread_id": 1, "role": "user", "content": "hi", "created_at": t,
                                **fields})
        return doc

    return change


def _image_named(name: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return _both(_set("images.0.name", name), _set("memories.1.image", name))


def _image_data(data: bytes | str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    text = data if isinstance(data, str) else base64.b64encode(data).decode()
    return _set("images.0.data", text)


BROKEN_PNG = png_bytes()[:40]
HEADER = b'{"format": "contexty-export", "version": 1, "workspaces": '

# (id, change applied to a valid export or raw bytes, fragment of the expected error)
HOSTILE: list[tuple[str, Callable[[dict[str, Any]], dict[str, Any]] | bytes, str]] = [
    ("truncated", b'{"format": "contexty-export", "version": 1, "workspaces": [{"id": 1, "na',
     "not valid JSON"),
    ("binary garbage", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not valid JSON"),
    ("invalid utf-8", HEADER + b'[{"id": 1, "name": "caf\xe9"}]}', "not valid JSON"),
    ("lone surrogate", HEADER + b'[{"id": 1, "name": "\\ud800"}]}', "not valid JSON"),
    ("deep nesting", HEADER + b"[" * 100_000, "not valid JSON"),
    ("top-level list", b"[1, 2, 3]", "not a Contexty export (its top level is not a JSON object)"),
    ("other format", _set("format", "notes"), "not a Contexty export (format 'notes'"),
    ("no format", lambda doc: {k: v for k, v in doc.items() if k != "format"}, "format None"),
    ("newer version", _set("version", exchange.VERSION + 1), "written by a newer Contexty"),
    ("version as text", _set("version", "1"), "invalid export version '1'"),
    ("no workspace", _set("workspaces", []), "workspaces: List should have at least 1 item"),
    ("id as text", _set("memories.0.id", "1"), "memories.0.id: Input should be a valid integer"),
    ("negative id", _set("memories.0.id", -4), "greater than or equal to 1"),
    ("huge id", _set("memories.0.id", 2**80), "memories.0.id"),
    ("bool as number", _set("memories.0.hidden", 1), "memories.0.hidden: Input should be a valid boolean"),
    ("unknown field", _set("memories.0.evil", True), "memories.0.evil: Extra inputs are not permitted"),
    ("NaN", _set("memories.0.importance", float("nan")), "memories.0.importance"),
    ("naive time", _set("memories.0.captured_at", "2024-01-01T10:00:00"), "timezone"),
    ("unknown source", _set("memories.0.source", "email"), "memories.0.source"),
    ("oversized text", _set("memories.0.text", "x" * (MAX_TEXT_CHARS + 1000)),
     "memories.0.text: String should have at most"),
    ("NUL in text", _set("memories.0.memo", "a\x00b"), "memories.0.memo: Value error, contains a NUL"),
    ("dangling group", _set("memories.0.group_id", 999), "memory 1 is in group 999, which is not in the file"),
    ("dangling parent", _set("groups.0.parent_id", 999), "group 1 is inside group 999"),
    ("own parent", _set("groups.0.parent_id", 1), "nested inside itself"),
    ("parent cycle", _cycle, "nested inside itself"),
    ("group of another workspace", _other_workspace_group, "memory 1 is in group 1"),
    ("dangling workspace", _set("memories.0.workspace_id", 7), "memory 1 is in workspace 7"),
    ("duplicate ids", _set("memories.1.id", 1), "lists memory 1 twice"),
    ("dangling link", _link(dst_id=999), "link 1 connects memory 999"),
    ("self link", _link(dst_id=1), "connects an item to itself"),
    ("dangling thread", _both(_thread_and_message(), _set("messages.0.thread_id", 9)),
     "message 1 is in thread 9"),
    ("dangling message memory", _thread_and_message(memory_id=999), "message 1 refers to memory 999"),
    ("image path traversal", _image_named("../../etc/passwd"), "Value error, is not a plain file name"),
    ("absolute image path", _image_named("/etc/passwd"), "is not a plain file name"),
    ("hidden image name", _image_named(".bashrc"), "is not a plain file name"),
    ("missing image", _set("memories.1.image", "0" * 64 + ".png"), "memory 2 shows image"),
    ("image not base64", _image_data("!!not base64!!"), "is not valid base64"),
    ("zero-byte image", _image_data(b""), "not usable: The image is empty (0 bytes)"),
    ("corrupt image", _image_data(BROKEN_PNG), "not usable: The file is not a readable image"),
    ("text as image", _image_data(b"root:x:0:0:root:/root:/bin/bash\n"), "not a readable image"),
]


def _payload(change: Callable[[dict[str, Any]], dict[str, Any]] | bytes, doc: dict[str, Any]) -> bytes:
    if isinstance(change, bytes):
        return change
    return json.dumps(change(copy.deepcopy(doc))).encode()


@pytest.mark.parametrize(("change", "fragment"), [case[1:] for case in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_hostile_import_into_a_filled_store_changes_nothing(
        change: Callable[[dict[str, Any]], dict[str, Any]] | bytes, fragment: str, valid_export: dict[str, Any],
        filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(_payload(change, valid_export))
    before = fingerprint(filled)
    code, out, err = run(capsys, "import", str(bad))
    assert_clear_error(code, err, fragment)
    assert out == ""
    assert fingerprint(filled) == before


@pytest.mark.parametrize("case", ["dangling group", "parent cycle", "image path traversal", "corrupt image"])
def test_hostile_import_into_an_empty_dir_creates_nothing(
        case: str, valid_export: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    change, fragment = next(c[1:] for c in HOSTILE if c[0] == case)
    bad = tmp_path / "bad.json"
    bad.write_bytes(_payload(change, valid_export))
    target = tmp_path / "never-created"
    code, _, err = run(capsys, "import", str(bad), "--data-dir", str(target))
    assert_clear_error(code, err, fragment)
    assert not target.exists()


@pytest.mark.parametrize("into", ["empty store (ids kept)", "filled store (ids remapped)"])
def test_a_failure_while_writing_rolls_everything_back(
        into: str, valid_export: dict[str, Any], filled: Path, tmp_path: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """All or nothing also when the database refuses halfway: no rows and no new image files."""
    doc = copy.deepcopy(valid_export)
    if into.startswith("filled"):
        target = filled
        doc["images"][0]["data"] = base64.b64encode(png_bytes("green")).decode()  # a new file to clean up
        doc["images"][0]["name"] = doc["memories"][1]["image"] = "green.png"
    else:
        target = tmp_path / "empty"
        Store(target).close()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(doc))
    before = fingerprint(target)

    def explode(self: object) -> None:
        raise StoreError("Database error: disk I/O error (simulated).")

    monkeypatch.setattr(importing._Writer, "_links", explode)
    code, _, err = run(capsys, "import", str(good), "--data-dir", str(target))
    assert_clear_error(code, err, "disk I/O error (simulated)")
    assert fingerprint(target) == before
    monkeypatch.undo()
    assert run(capsys, "import", str(good), "--data-dir", str(target))[0] == 0  # the same file is fine


@pytest.mark.parametrize(("content", "fragment"), [
    (b"", "is empty"),
    (b"   \n", "is empty"),
])
def test_empty_import_file(content: bytes, fragment: str, filled: Path, tmp_path: Path,
                           capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "empty.json"
    bad.write_bytes(content)
    before = fingerprint(filled)
    assert_clear_error(*run(capsys, "import", str(bad))[::2], fragment)
    assert fingerprint(filled) == before


def test_import_file_that_is_missing_a_directory_or_too_large(
        filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    before = fingerprint(filled)
    assert_clear_error(*run(capsys, "import", str(tmp_path / "nope.json"))[::2], "No such file or directory")
    assert_clear_error(*run(capsys, "import", str(tmp_path))[::2], "is not a regular file")
    big = tmp_path / "big.json"
    big.write_bytes(b"{" + b" " * 2000 + b"}")
    monkeypatch.setattr("contexty_qt.core.exchange_files.MAX_IMPORT_BYTES", 1000)
    assert_clear_error(*run(capsys, "import", str(big))[::2], "larger than 0 MB, the import limit")
    assert fingerprint(filled) == before


# ---- paths outside the data dir ---------------------------------------------------------------
def test_an_image_name_pointing_outside_the_data_dir_is_refused(
        filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A tampered database row must not make show/export read files outside images/."""
    with Store(filled) as store:
        store.update_row("memories", 2, {"image": "../../../etc/passwd"})
        with pytest.raises(StoreError):
            store.image_path("../secret.png")
    before = fingerprint(filled)
    assert_clear_error(*run(capsys, "show", "2")[::2], "Invalid image name '../../../etc/passwd'")
    out_file = tmp_path / "export.json"
    assert_clear_error(*run(capsys, "export", "--format", "json", "-o", str(out_file))[::2],
                       "Invalid image name")
    assert_clear_error(*run(capsys, "export", "--format", "md", "-o", str(tmp_path / "x.md"))[::2],
                       "Invalid image name")
    assert not out_file.exists() and not (tmp_path / "x.md").exists()
    assert fingerprint(filled) == before


def test_data_dir_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x")
    assert_clear_error(*run(capsys, "add", "--text", "x", "--data-dir", str(not_a_dir))[::2],
                       f"Cannot use {not_a_dir} as the data folder")
    assert not_a_dir.read_text() == "x"


def test_export_into_a_missing_folder(filled: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert_clear_error(*run(capsys, "export", "--format", "json", "-o", str(tmp_path / "no" / "e.json"))[::2],
                       "No such file or directory")


# ---- images given to `add` --------------------------------------------------------------------
def _image_cases(tmp_path: Path) -> list[tuple[str, str]]:
    zero = tmp_path / "zero.png"
    zero.write_bytes(b"")
    corrupt = tmp_path / "corrupt.png"
    corrupt.write_bytes(BROKEN_PNG)
    garbage = tmp_path / "garbage.png"
    garbage.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\xde\xad\xbe\xef" * 64)
    text = tmp_path / "passwd"
    text.write_text("root:x:0:0:root:/root:/bin/bash\n")
    huge = tmp_path / "huge.png"
    with huge.open("wb") as handle:  # sparse: 65 MB that take no disk space and are never read
        handle.truncate(65 * 1024 * 1024)
    return [(str(zero), "The image is empty (0 bytes)."),
            (str(corrupt), "The file is not a readable image"),
            (str(garbage), "The file is not a readable image"),
            (str(text), "The file is not a readable image"),
            (str(huge), "images are limited to 64 MB"),
            ("/dev/zero", "/dev/zero is not a regular file."),
            (str(tmp_path), "is not a regular file."),
            (str(tmp_path / "missing.png"), "No such file or directory")]


def test_bad_images_are_refused_and_change_nothing(filled: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    before = fingerprint(filled)
    for path, fragment in _image_cases(tmp_path):
        code, out, err = run(capsys, "add", "--image", path)
        assert_clear_error(code, err, fragment)
        assert out == ""
    assert fingerprint(filled) == before


def test_empty_text_is_refused(filled: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = fingerprint(filled)
    for text in ("", "   ", "\x00\x00"):
        assert_clear_error(*run(capsys, "add", "--text", text)[::2], "A memory needs some text or an image.")
    assert fingerprint(filled) == before


# ---- a 20 MB text: the documented truncation --------------------------------------------------
def _stored_text(capsys: pytest.CaptureFixture[str], memory_id: str) -> str:
    code, out, _ = run(capsys, "show", memory_id.strip(), "--json")
    assert code == 0
    return str(json.loads(out)["text"])


def test_twenty_megabyte_text_is_truncated_with_a_marker(capsys: pytest.CaptureFixture[str]) -> None:
    big = "word " * (4 * 1024 * 1024)  # 20 MiB
    code, memory_id, err = run(capsys, "add", "--text", big)
    assert code == 0, err
    text = _stored_text(capsys, memory_id)
    omitted = len(big) - MAX_TEXT_CHARS
    assert text == big[:MAX_TEXT_CHARS] + TRUNCATION_MARK.format(omitted=omitted)


def test_twenty_megabyte_text_on_stdin_of_a_real_process(capsys: pytest.CaptureFixture[str]) -> None:
    big = b"0123456789abcdefghi\n" * (1024 * 1024)  # 20 MiB
    result = contexty("add", "--text", "-", input=big)
    assert result.returncode == 0, result.stderr
    text = _stored_text(capsys, result.stdout.decode())
    assert len(text) == MAX_TEXT_CHARS + len(TRUNCATION_MARK.format(omitted=len(big) - MAX_TEXT_CHARS))
    assert text.endswith(f"[… truncated by Contexty: {len(big) - MAX_TEXT_CHARS} characters omitted]")


def test_stdin_beyond_the_reading_limit_is_refused(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memory_cmds, "MAX_STDIN_BYTES", 1024)
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"y\n" * 1000)))
    assert_clear_error(*run(capsys, "add", "--text", "-")[::2], "Standard input is larger than")
    assert not (data_dir / "contexty.sqlite3").exists() or counts(data_dir)["memories"] == 0


# ---- NUL bytes and invalid UTF-8: dropped and replaced, as core/sanitize.py documents -----------
def test_nul_bytes_and_surrogate_escaped_argv(capsys: pytest.CaptureFixture[str]) -> None:
    # argv arrives surrogate-escaped when it is not valid UTF-8 (PEP 383)
    code, memory_id, err = run(capsys, "add", "--text", "a\x00b caf\udce9", "--memo", "m\x00\udcff",
                               "--app", "App\udcfe", "--title", "t\x00")
    assert code == 0, err
    code, out, _ = run(capsys, "show", memory_id.strip(), "--json")
    memory = json.loads(out)
    assert memory["text"] == "ab caf\ufffd" and memory["memo"] == "m\ufffd"
    assert memory["provenance"]["app"] == "App\ufffd" and memory["provenance"]["window_title"] == "t"
    code, out, _ = run(capsys, "edit", memory_id.strip(), "--title", "x\x00\udce9", "--tags", "a\udce9,b\x00")
    memory = json.loads(run(capsys, "show", memory_id.strip(), "--json")[1])
    assert memory["title"] == "x\ufffd" and memory["tags"] == ["a\ufffd", "b"]


def test_invalid_utf8_and_nul_on_stdin_and_in_argv_of_a_real_process(capsys: pytest.CaptureFixture[str]) -> None:
    piped = contexty("add", "--text", "-", input=b"caf\xe9 \xff\xfe a\x00b")
    assert piped.returncode == 0, piped.stderr
    assert _stored_text(capsys, piped.stdout.decode()) == "caf\ufffd \ufffd\ufffd ab"
    argv = contexty("add", "--text", b"na\xefve", "--memo", b"\xc3\x28")
    assert argv.returncode == 0, argv.stderr
    code, out, _ = run(capsys, "show", argv.stdout.decode().strip(), "--json")
    assert code == 0
    memory = json.loads(out)
    assert memory["text"] == "na\ufffdve" and memory["memo"] == "\ufffd("


def test_settings_values_are_cleaned(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "settings", "set", "llm.chat_model", "gpt\x00-\udce9")[0] == 0
    assert run(capsys, "settings", "get", "llm.chat_model")[1] == "gpt-\ufffd\n"


# ---- a database from a newer version, or not a database at all -------------------------------
@pytest.fixture
def newer_database(data_dir: Path) -> Path:
    data_dir.mkdir(mode=0o700)
    db = data_dir / "contexty.sqlite3"
    subprocess.run(["sqlite3", str(db), "CREATE TABLE future (x); INSERT INTO future VALUES (42); "
                                        "PRAGMA user_version = 999;"], check=True, capture_output=True)
    db.chmod(0o600)
    return data_dir


def test_a_newer_database_is_refused_by_every_command(newer_database: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    before = fingerprint(newer_database)
    export = tmp_path / "e.json"
    export.write_text(json.dumps({"format": "contexty-export", "version": 1,
                                  "workspaces": [{"id": 1, "name": "W"}]}))
    for argv in (["add", "--text", "x"], ["tree"], ["show", "1"], ["move", "1", "--to", "none"],
                 ["export", "--format", "json"], ["import", str(export)]):
        code, out, err = run(capsys, *argv)
        assert_clear_error(code, err, "was written by a newer Contexty (schema 999")
        assert "Update Contexty" in err and out == ""
    result = contexty("add", "--text", "from a real process")
    assert result.returncode == 1 and b"newer Contexty" in result.stderr and b"Traceback" not in result.stderr
    assert fingerprint(newer_database) == before


def test_a_damaged_database_is_refused(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_dir.mkdir(mode=0o700)
    (data_dir / "contexty.sqlite3").write_bytes(b"this is not SQLite" * 100)
    before = fingerprint(data_dir)
    assert_clear_error(*run(capsys, "tree")[::2], "is damaged or not a database")
    assert fingerprint(data_dir) == before
