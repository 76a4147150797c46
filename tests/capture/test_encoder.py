"""Issue 18: observation frames are encoded in a helper process (the lossless encoder's working
buffers stay out of the app), byte for byte as in the app, and the app encodes them itself when
the helper cannot run. Real parts: the helper process, Pillow's WebP."""

from __future__ import annotations

import io
import sys
import time

import numpy as np
from PIL import Image

from contexty_qt.capture.encoder import FrameEncoder, encode_frame
from contexty_qt.capture.images import THUMB_SIZE


def screen(seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    pixels = np.full((360, 640, 4), 255, np.uint8)
    pixels[40:300, 30:600, :3] = rng.integers(0, 255, (260, 570, 3), dtype=np.uint8)  # noisy: not a trivial image
    return pixels


def test_a_frame_is_encoded_in_the_helper_exactly_as_in_the_app() -> None:
    pixels = screen()
    encoder = FrameEncoder()
    try:
        image, thumb = encoder.encode(pixels, "BGRA")
        assert encoder.pid is not None and encoder.in_process == 0  # the helper did it
        assert (image, thumb) == encode_frame(pixels, "BGRA")
        decoded = np.asarray(Image.open(io.BytesIO(image)).convert("RGB"))
        assert np.array_equal(decoded, pixels[:, :, 2::-1])  # lossless: BGRA in, the same RGB out
        assert Image.open(io.BytesIO(thumb)).size[0] <= THUMB_SIZE[0]
        again, _ = encoder.encode(screen(2), "BGRA")  # the same helper serves the next frame
        assert again != image
    finally:
        encoder.close()
    assert encoder.pid is None


def test_the_helper_exits_when_idle_and_the_next_frame_starts_it_again() -> None:
    encoder = FrameEncoder(idle_s=0.5)
    try:
        encoder.encode(screen(), "BGRA")
        first = encoder.pid
        assert first is not None
        deadline = time.monotonic() + 30
        while encoder.pid is not None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert encoder.pid is None  # exited on its own
        image, _ = encoder.encode(screen(), "BGRA")
        assert image == encode_frame(screen(), "BGRA")[0] and encoder.in_process == 0
    finally:
        encoder.close()


def test_without_a_working_helper_the_app_encodes_the_frame_itself() -> None:
    encoder = FrameEncoder(command=[sys.executable, "-c", "import sys; sys.stdin.buffer.read(16); sys.exit(3)"])
    try:
        image, thumb = encoder.encode(screen(), "BGRA")
        assert (image, thumb) == encode_frame(screen(), "BGRA")  # nothing lost
        assert encoder.in_process == 1
    finally:
        encoder.close()


def test_the_app_executable_serves_as_the_encoder_with_its_argument() -> None:
    """A frozen bundle has no `python -m`: it starts itself with ENCODER_ARGUMENT (contexty_qt/__main__.py)."""
    import subprocess

    from contexty_qt.capture.encoder import ENCODER_ARGUMENT

    encoder = FrameEncoder(command=[sys.executable, "-m", "contexty_qt", ENCODER_ARGUMENT, "--idle", "30"])
    try:
        assert encoder.encode(screen(), "BGRA") == encode_frame(screen(), "BGRA")
        assert encoder.in_process == 0
    finally:
        encoder.close()
    idle = subprocess.run([sys.executable, "-m", "contexty_qt", ENCODER_ARGUMENT, "--idle", "0.2"],
                          stdin=subprocess.PIPE, capture_output=True, timeout=60)
    assert idle.returncode == 0  # the app went away (its input closed): the helper ends cleanly
