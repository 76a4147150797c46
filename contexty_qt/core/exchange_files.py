"""Export and import files on disk, shared by `contexty export/import` and the File menu: private
atomic writes, Markdown with its images copied beside it, and reading an import file within limits.
The formats themselves are core/exchange.py's public functions."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.exchange import MAX_IMPORT_BYTES, Selection, export_markdown, image_names
from contexty_qt.core.tree import MemoryTree


def markdown_with_images(tree: MemoryTree, workspace_id: int | None, output: Path | None,
                         selection: Selection | None = None) -> str:
    """Images are linked by relative path: copied beside `output` into <stem>-images/, or (no output)
    the data dir's own copies relative to the working directory."""
    store = tree.store
    names = image_names(store, workspace_id, selection, tree)
    if output is None:
        return export_markdown(tree, workspace_id, lambda name: _relative(store.image_path(name)), selection)
    folder = output.with_name(output.stem + "-images")
    if names:
        folder.mkdir(mode=0o700, exist_ok=True)
        for name in names:
            target = folder / name
            if not target.exists():
                shutil.copyfile(store.image_path(name), target)
                os.chmod(target, 0o600)
    return export_markdown(tree, workspace_id, lambda name: f"{folder.name}/{name}", selection)


def _relative(path: Path) -> str:
    try:
        return os.path.relpath(path, Path.cwd())
    except ValueError:  # another drive on Windows: no relative path exists
        return str(path)


def write_private(path: Path, data: bytes) -> None:
    """Atomically, readable by the user only: an export holds everything they captured."""
    path = path.expanduser()
    fd, tmp = tempfile.mkstemp(dir=path.parent if str(path.parent) else ".", prefix=f".{path.name}-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_import_file(name: str) -> bytes:
    """The bytes of an import file ('-': standard input), refused when too large, empty or not a file."""
    limit = MAX_IMPORT_BYTES
    too_big = InvalidInputError(f"The file is larger than {limit // 2**20} MB, the import limit.")
    if name == "-":
        data = sys.stdin.buffer.read(limit + 1)
    else:
        path = Path(name)
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise InvalidInputError(f"{name} is not a regular file.")
        if info.st_size > limit:
            raise too_big  # without reading it
        data = path.read_bytes()
    if len(data) > limit:
        raise too_big
    if not data.strip():
        raise InvalidInputError(f"{name} is empty.")
    return data
