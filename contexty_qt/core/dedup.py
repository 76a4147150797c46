"""Stage-1 dedup for passive observation (CAP-5, Appendix B of the Contexty paper).

A 16x16 grayscale block-mean hash (BMVBHash, Yang et al. 2006): the image is cut into 16x16
blocks, each block's mean luminance is compared with the median of all 256 means, giving a
256-bit hash. A frame within Hamming distance 10 of any accepted hash is a near-duplicate.

Speed matters because this runs on every observation frame: the block means are computed from
row sums over contiguous memory (no resize, no float copy of the frame), and the index keeps
the four 64-bit words of all hashes as four separate contiguous arrays, so one lookup is four
vectorised XOR + popcount passes over 100,000 hashes (~0.3 ms) instead of a Python loop.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from contexty_qt.core.errors import InvalidInputError

log = logging.getLogger("contexty.dedup")

HASH_SIDE = 16
HASH_BITS = HASH_SIDE * HASH_SIDE  # 256
HASH_WORDS = HASH_BITS // 64  # 4 uint64 words
DEFAULT_MAX_DISTANCE = 10

ChannelOrder = Literal["RGB", "RGBA", "BGR", "BGRA", "L"]
Hash = npt.NDArray[np.uint64]  # shape (4,)

# ITU-R BT.601 luma, the same weights Pillow's convert("L") uses.
_LUMA = {"R": 0.299, "G": 0.587, "B": 0.114}


def _block_edges(length: int) -> npt.NDArray[np.intp]:
    """Start index of each of the 16 blocks; block sizes differ by at most one pixel."""
    if length < HASH_SIDE:
        raise InvalidInputError(f"The image is too small to hash ({length} px; at least {HASH_SIDE} needed).")
    return np.linspace(0, length, HASH_SIDE + 1).astype(np.intp)


def block_means(pixels: npt.NDArray[np.uint8], order: ChannelOrder = "RGB") -> npt.NDArray[np.float64]:
    """Mean luminance of each of the 16x16 blocks of an HxW(xC) uint8 image."""
    if pixels.dtype != np.uint8:
        raise InvalidInputError(f"Expected 8-bit pixels, got {pixels.dtype}.")
    if pixels.ndim == 2:
        pixels = pixels[:, :, None]
        order = "L"
    if pixels.ndim != 3 or pixels.shape[2] != len(order):
        raise InvalidInputError(f"Pixel array of shape {pixels.shape} does not match channel order {order}.")
    height, width, channels = pixels.shape
    rows, cols = _block_edges(height), _block_edges(width)
    # Row sums over contiguous row bands: reads the frame once, in memory order.
    flat = pixels.reshape(height, width * channels)
    band_sums = np.empty((HASH_SIDE, width * channels), dtype=np.uint32)
    for i in range(HASH_SIDE):
        np.sum(flat[rows[i]:rows[i + 1]], axis=0, dtype=np.uint32, out=band_sums[i])
    block_sums = np.add.reduceat(band_sums.reshape(HASH_SIDE, width, channels), cols[:-1], axis=1)
    area = np.outer(np.diff(rows), np.diff(cols)).astype(np.float64)
    means = block_sums.astype(np.float64) / area[:, :, None]
    if order == "L":
        return means[:, :, 0]
    # Luminance is linear, so the luma of the block mean equals the block mean of the luma:
    # converting 256 means is far cheaper than converting two million pixels.
    weights = np.array([_LUMA.get(c, 0.0) for c in order], dtype=np.float64)
    return np.asarray(means @ weights, dtype=np.float64)


def block_mean_hash(image: Any, order: ChannelOrder | None = None) -> Hash:
    """256-bit block-mean hash of a PIL image or a uint8 numpy array (HxW, HxWx3 or HxWx4).

    `order` names the channels of a numpy array; the default is RGB for 3 channels and RGBA for
    4. Screen grabbers usually deliver BGRA: pass order="BGRA".
    """
    if isinstance(image, np.ndarray):
        pixels = image
        if order is None:
            defaults: dict[int, ChannelOrder] = {3: "RGB", 4: "RGBA"}
            order = defaults.get(pixels.shape[2], "L") if pixels.ndim == 3 else "L"
    else:  # a PIL image: avoid importing Pillow here just for isinstance
        mode = getattr(image, "mode", None)
        if mode is None:
            raise InvalidInputError(f"Cannot hash a {type(image).__name__}; pass a PIL image or numpy array.")
        if mode not in ("RGB", "RGBA", "L"):
            image = image.convert("RGB")
            mode = "RGB"
        pixels = np.asarray(image, dtype=np.uint8)
        order = "RGB" if mode == "RGB" else "RGBA" if mode == "RGBA" else "L"
    means = block_means(pixels, order)
    bits = (means > np.median(means)).reshape(-1)
    return bits_to_hash(bits)


def bits_to_hash(bits: npt.NDArray[np.bool_]) -> Hash:
    """Pack 256 booleans (row-major, first bit most significant) into four uint64 words."""
    if bits.shape != (HASH_BITS,):
        raise InvalidInputError(f"A hash has {HASH_BITS} bits, not {bits.shape}.")
    packed = np.packbits(bits.astype(np.uint8))  # 32 bytes, big-endian bit order
    return packed.view(">u8").astype(np.uint64)


def hash_to_hex(value: Hash) -> str:
    return "".join(f"{int(word):016x}" for word in value)


def hash_from_hex(text: str) -> Hash:
    if len(text) != HASH_BITS // 4:
        raise InvalidInputError(f"A hash is {HASH_BITS // 4} hex digits, not {len(text)}.")
    return np.array([int(text[i:i + 16], 16) for i in range(0, len(text), 16)], dtype=np.uint64)


if hasattr(np, "bitwise_count"):  # numpy >= 2.0: a hardware popcount ufunc
    def _popcount(words: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint8]:
        return np.asarray(np.bitwise_count(words), dtype=np.uint8)
else:  # pragma: no cover - numpy 1.x: per-byte lookup table
    _BYTE_BITS = np.array([bin(i).count("1") for i in range(256)], dtype=np.uint8)

    def _popcount(words: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint8]:
        as_bytes = np.ascontiguousarray(words).view(np.uint8).reshape(*words.shape, 8)
        return np.asarray(_BYTE_BITS[as_bytes].sum(axis=-1, dtype=np.uint8), dtype=np.uint8)


def hamming(a: Hash, b: Hash) -> int:
    return int(_popcount(np.bitwise_xor(_check_hash(a), _check_hash(b))).sum())


class HashIndex:
    """Accepted hashes, searchable by Hamming distance, optionally persisted to an append-only file.

    File format: an 8-byte magic header, then 32 bytes per hash (four little-endian uint64).
    Appending a hash is one small write; a torn last record after a crash is ignored on load.
    """

    MAGIC = b"CTXHASH1"
    RECORD = HASH_WORDS * 8

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._lock = threading.Lock()
        # Structure of arrays: word k of every hash is contiguous, so one XOR + popcount pass
        # per word streams through memory; 8x faster than an (N, 4) array here.
        self._words = np.zeros((HASH_WORDS, 1024), dtype=np.uint64)
        self._count = 0
        if path is not None:
            self._load(path)

    def __len__(self) -> int:
        return self._count

    def _load(self, path: Path) -> None:
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as exc:
            log.warning("cannot read the observation hash index %s (%s); starting empty", path, exc)
            return
        if not raw.startswith(self.MAGIC):
            log.warning("%s is not an observation hash index; starting a new one", path)
            path.replace(path.with_suffix(path.suffix + ".broken"))
            return
        body = raw[len(self.MAGIC):]
        whole = len(body) // self.RECORD
        if whole * self.RECORD != len(body):
            log.warning("ignoring a torn record at the end of %s", path)
            with path.open("r+b") as handle:  # later appends must start on a record boundary
                handle.truncate(len(self.MAGIC) + whole * self.RECORD)
        records = np.frombuffer(body, dtype="<u8", count=whole * HASH_WORDS).reshape(whole, HASH_WORDS)
        self._reserve(whole)
        self._words[:, :whole] = records.T
        self._count = whole

    def _reserve(self, needed: int) -> None:
        capacity = self._words.shape[1]
        if needed <= capacity:
            return
        while capacity < needed:
            capacity *= 2
        grown = np.zeros((HASH_WORDS, capacity), dtype=np.uint64)
        grown[:, :self._count] = self._words[:, :self._count]
        self._words = grown

    def distances(self, value: Hash) -> npt.NDArray[np.uint16]:
        """Hamming distance from `value` to every stored hash, in insertion order."""
        value = _check_hash(value)
        with self._lock:
            n = self._count
            total = np.zeros(n, dtype=np.uint16)
            for k in range(HASH_WORDS):
                total += _popcount(np.bitwise_xor(self._words[k, :n], value[k]))
        return total

    def min_distance(self, value: Hash) -> int | None:
        """Distance to the nearest stored hash; None when the index is empty."""
        dist = self.distances(value)
        return int(dist.min()) if dist.size else None

    def is_duplicate(self, value: Hash, max_distance: int = DEFAULT_MAX_DISTANCE) -> bool:
        nearest = self.min_distance(value)
        return nearest is not None and nearest <= max_distance

    def add(self, value: Hash) -> None:
        value = _check_hash(value)
        with self._lock:
            if self.path is not None:
                self._append_to_file(value)
            self._reserve(self._count + 1)
            self._words[:, self._count] = value
            self._count += 1

    def add_many(self, values: npt.NDArray[np.uint64]) -> None:
        """Bulk insert (benchmarks, imports): an (N, 4) array of hashes, not persisted row by row."""
        values = np.asarray(values, dtype=np.uint64).reshape(-1, HASH_WORDS)
        with self._lock:
            if self.path is not None:
                self._append_to_file(values)
            self._reserve(self._count + len(values))
            self._words[:, self._count:self._count + len(values)] = values.T
            self._count += len(values)

    def _append_to_file(self, values: npt.NDArray[np.uint64]) -> None:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fresh = not self.path.exists() or self.path.stat().st_size == 0
        data = np.ascontiguousarray(values, dtype="<u8").tobytes()
        # O_APPEND: each record lands whole at the end even if two processes share the file.
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            os.write(fd, (self.MAGIC if fresh else b"") + data)
        finally:
            os.close(fd)


def _check_hash(value: Hash) -> Hash:
    value = np.asarray(value, dtype=np.uint64)
    if value.shape != (HASH_WORDS,):
        raise InvalidInputError(f"A hash is {HASH_WORDS} uint64 words, not shape {value.shape}.")
    return value
