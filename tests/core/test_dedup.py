"""Stage-1 dedup (CAP-5): block-mean hash on synthetic screenshots and the Hamming index."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

from contexty_qt.core.dedup import (
    HASH_BITS,
    HashIndex,
    bits_to_hash,
    block_mean_hash,
    hamming,
    hash_from_hex,
    hash_to_hex,
)
from contexty_qt.core.errors import InvalidInputError


def editor_screenshot(lines: list[str], *, dark: bool = False, size: tuple[int, int] = (1280, 720)) -> Image.Image:
    """A plausible application window: title bar, sidebar, lines of text."""
    bg, fg = ((30, 30, 30), (220, 220, 220)) if dark else ((255, 255, 255), (20, 20, 20))
    image = Image.new("RGB", size, bg)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, size[0], 40), fill=(60, 90, 160))
    draw.rectangle((0, 40, 260, size[1]), fill=(235, 235, 240) if not dark else (45, 45, 50))
    for i, line in enumerate(lines):
        draw.text((290, 60 + i * 22), line, fill=fg)
    return image


PARAGRAPH = [f"Line {i}: the quarterly funding report shows numbers for region {i}" for i in range(25)]


def test_identical_images_hash_equal() -> None:
    a = block_mean_hash(editor_screenshot(PARAGRAPH))
    b = block_mean_hash(editor_screenshot(PARAGRAPH))
    assert hamming(a, b) == 0


def test_small_text_change_is_a_near_duplicate() -> None:
    changed = list(PARAGRAPH)
    changed[7] = changed[7].replace("funding", "budget")
    a = block_mean_hash(editor_screenshot(PARAGRAPH))
    b = block_mean_hash(editor_screenshot(changed))
    assert hamming(a, b) <= 10
    index = HashIndex()
    index.add(a)
    assert index.is_duplicate(b)


def test_small_notification_toast_is_a_near_duplicate_but_a_large_overlay_is_new() -> None:
    base = editor_screenshot(PARAGRAPH)
    toast, dialog = base.copy(), base.copy()
    ImageDraw.Draw(toast).rectangle((1200, 670, 1260, 700), fill=(40, 40, 40))
    ImageDraw.Draw(dialog).rectangle((400, 200, 900, 500), fill=(40, 40, 40))
    index = HashIndex()
    index.add(block_mean_hash(base))
    toast_distance = index.min_distance(block_mean_hash(toast))
    assert toast_distance is not None and 0 < toast_distance <= 10
    assert index.is_duplicate(block_mean_hash(toast))
    assert not index.is_duplicate(block_mean_hash(dialog))


def test_different_screens_are_new() -> None:
    a = block_mean_hash(editor_screenshot(PARAGRAPH))
    other = block_mean_hash(editor_screenshot(["short", "lines", "only"], dark=True))
    half = editor_screenshot(PARAGRAPH[:8])
    index = HashIndex()
    index.add(a)
    assert not index.is_duplicate(other)
    assert not index.is_duplicate(block_mean_hash(half))
    assert hamming(a, other) > 10


def test_numpy_and_pil_inputs_agree_and_channel_order_is_honoured() -> None:
    image = editor_screenshot(PARAGRAPH, size=(1000, 563))  # sizes not divisible by 16
    rgb = np.asarray(image)
    bgra = np.dstack([rgb[:, :, 2], rgb[:, :, 1], rgb[:, :, 0], np.full(rgb.shape[:2], 255, np.uint8)])
    reference = block_mean_hash(image)
    assert hamming(reference, block_mean_hash(rgb)) == 0
    assert hamming(reference, block_mean_hash(bgra, order="BGRA")) == 0
    assert hamming(reference, block_mean_hash(image.convert("L"))) <= 2  # rounding in Pillow's L


def test_hash_is_256_bits_and_round_trips_through_hex() -> None:
    value = block_mean_hash(editor_screenshot(PARAGRAPH))
    assert value.shape == (4,) and value.dtype == np.uint64
    assert hash_from_hex(hash_to_hex(value)).tolist() == value.tolist()


def flipped(value: np.ndarray, n: int) -> np.ndarray:
    bits = np.unpackbits(value.astype(">u8").view(np.uint8)).astype(bool)
    bits[:n] = ~bits[:n]
    return bits_to_hash(bits)


def test_boundary_distance_10_is_duplicate_11_is_not() -> None:
    base = block_mean_hash(editor_screenshot(PARAGRAPH))
    index = HashIndex()
    index.add(base)
    at_10, at_11 = flipped(base, 10), flipped(base, 11)
    assert hamming(base, at_10) == 10 and hamming(base, at_11) == 11
    assert index.is_duplicate(at_10)
    assert not index.is_duplicate(at_11)
    assert index.is_duplicate(at_11, max_distance=11)


def test_nearest_of_many_hashes_is_found() -> None:
    rng = np.random.default_rng(7)
    index = HashIndex()
    index.add_many(rng.integers(0, 2**63, size=(5000, 4), dtype=np.uint64))
    target = rng.integers(0, 2**63, size=4, dtype=np.uint64)
    assert not index.is_duplicate(target)
    index.add(flipped(target, 4))
    assert index.min_distance(target) == 4
    assert len(index) == 5001
    distances = index.distances(target)
    brute = [hamming(target, index_row) for index_row in _rows(index)]
    assert distances.tolist() == brute


def _rows(index: HashIndex) -> list[np.ndarray]:
    return [index._words[:, i].copy() for i in range(len(index))]


def test_empty_index_has_no_duplicates() -> None:
    index = HashIndex()
    assert index.min_distance(bits_to_hash(np.zeros(HASH_BITS, bool))) is None
    assert not index.is_duplicate(bits_to_hash(np.zeros(HASH_BITS, bool)))


def test_index_persists_appends_and_survives_a_torn_record(tmp_path: Path) -> None:
    path = tmp_path / "observation-hashes.bin"
    first = block_mean_hash(editor_screenshot(PARAGRAPH))
    second = block_mean_hash(editor_screenshot(["x"], dark=True))
    index = HashIndex(path)
    index.add(first)
    index.add(second)
    assert path.stat().st_size == 8 + 2 * 32

    reopened = HashIndex(path)
    assert len(reopened) == 2
    assert reopened.min_distance(second) == 0

    with path.open("ab") as handle:  # a crash in the middle of an append
        handle.write(b"\x01" * 13)
    torn = HashIndex(path)
    assert len(torn) == 2
    torn.add(flipped(first, 30))
    assert len(HashIndex(path)) == 3


def test_foreign_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "hashes.bin"
    path.write_bytes(b"not an index at all")
    index = HashIndex(path)
    assert len(index) == 0
    assert (tmp_path / "hashes.bin.broken").exists()
    index.add(block_mean_hash(editor_screenshot(PARAGRAPH)))
    assert len(HashIndex(path)) == 1


def test_bad_inputs_raise_readable_errors() -> None:
    with pytest.raises(InvalidInputError, match="too small"):
        block_mean_hash(np.zeros((8, 8, 3), np.uint8))
    with pytest.raises(InvalidInputError, match="8-bit"):
        block_mean_hash(np.zeros((32, 32, 3), np.float32))
    with pytest.raises(InvalidInputError, match="channel order"):
        block_mean_hash(np.zeros((32, 32, 3), np.uint8), order="BGRA")
    with pytest.raises(InvalidInputError):
        HashIndex().add(np.zeros(3, np.uint64))
