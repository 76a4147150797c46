"""Observation frames are encoded in a small helper process, not in the app (issue 18).

Storing an observation means encoding a full screen (1920x1080: 8 MB of pixels) as lossless WebP
(capture/images.py) and making its 480x270 thumbnail. libwebp's lossless encoder needs about six
times the frame while it works (~48 MB for 1080p, measured with VmHWM), every few seconds while
observing. In the app those short-lived buffers were a large part of the GUI process's resident
memory at any moment, and the reason its RSS jumped by tens of MB from one sample to the next in
bench/soak.py. Here the frame goes over a pipe to `python -m contexty_qt.capture.encoder`, which
encodes it and the thumbnail and sends both back; it exits after `idle_s` without a frame and is
started again by the next one. The bytes are the same as encoding in the app (same functions).

A frozen bundle starts its own executable with ENCODER_ARGUMENT (contexty_qt/__main__.py). When
the helper cannot run (a broken interpreter, a crash mid-frame), frames are encoded in this process
as before: nothing is lost, it only costs memory.

Protocol (binary, one frame at a time): request = 16-byte header `<IIII` (height, width,
channels, order code) + height*width*channels bytes; reply = `<QQ` (image length, thumbnail
length) + the image bytes + the thumbnail bytes.
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import struct
import subprocess
import sys
import threading
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:  # numpy loads with the first frame, not at launch (the capture controller imports this)
    import numpy as np
    import numpy.typing as npt

log = logging.getLogger("contexty.capture.encoder")

ENCODER_ARGUMENT = "--contexty-frame-encoder"  # the frozen bundle's entry point (contexty_qt/__main__.py)
ENCODER_IDLE_S = 60.0  # the helper exits after this long without a frame (observation paused, or off)
REPLY_TIMEOUT_S = 60.0  # a 1080p frame takes ~0.1-0.5 s; a loaded machine much longer
ORDERS = ("BGRA", "RGBA", "RGB", "BGR")
REQUEST = struct.Struct("<IIII")
REPLY = struct.Struct("<QQ")


class EncoderError(RuntimeError):
    """The helper process failed or did not answer; the caller encodes in-process."""


def encode_frame(pixels: npt.NDArray[np.uint8], order: str) -> tuple[bytes, bytes]:
    """The stored image (lossless WebP, PNG past WebP's size limit) and its canvas thumbnail."""
    from contexty_qt.capture.images import encode_image, thumbnail_bytes, to_pil

    image = to_pil(pixels, order)
    return encode_image(image), thumbnail_bytes(image)


class FrameEncoder:
    """The app's side: `encode()` from any thread (one frame at a time), `close()` at shutdown."""

    def __init__(self, *, idle_s: float = ENCODER_IDLE_S, timeout_s: float = REPLY_TIMEOUT_S,
                 command: list[str] | None = None) -> None:
        self.idle_s = idle_s
        self.timeout_s = timeout_s
        self._command = command
        self._proc: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self.in_process = 0  # frames encoded here because the helper could not (for tests and the log)

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.poll() is None else None

    def encode(self, pixels: npt.NDArray[np.uint8], order: str = "BGRA") -> tuple[bytes, bytes]:
        with self._lock:
            for attempt in (1, 2):  # the helper may have exited idle just as this frame came
                try:
                    return self._remote(pixels, order)
                except (OSError, EncoderError, ValueError) as exc:
                    self._stop()
                    if attempt == 2 or isinstance(exc, ValueError):
                        log.warning("frame encoder helper failed (%s); encoding in the app", exc)
        self.in_process += 1
        return encode_frame(pixels, order)

    def close(self) -> None:
        with self._lock:
            self._stop()

    # ---- the pipe ------------------------------------------------------------------------------
    def _start(self) -> subprocess.Popen[bytes]:
        proc = self._proc
        if proc is not None and proc.poll() is None:
            return proc
        self._stop()  # exited idle (or crashed): close its pipes before the next one
        command = self._command or _default_command(self.idle_s)
        self._proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, env={**os.environ, "OMP_NUM_THREADS": "1"})
        return self._proc

    def _remote(self, pixels: npt.NDArray[np.uint8], order: str) -> tuple[bytes, bytes]:
        import numpy as np

        if order not in ORDERS or pixels.ndim != 3 or pixels.dtype != np.uint8:
            raise ValueError(f"cannot encode a {pixels.dtype} array of shape {pixels.shape} as {order}")
        proc = self._start()
        assert proc.stdin is not None and proc.stdout is not None
        height, width, channels = pixels.shape
        proc.stdin.write(REQUEST.pack(height, width, channels, ORDERS.index(order)))
        proc.stdin.write(np.ascontiguousarray(pixels).data.cast("B"))
        proc.stdin.flush()
        image_len, thumb_len = REPLY.unpack(_read_exactly(proc.stdout, REPLY.size, self.timeout_s))
        return _read_exactly(proc.stdout, image_len, self.timeout_s), _read_exactly(proc.stdout, thumb_len,
                                                                                    self.timeout_s)

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        for stream in (proc.stdin, proc.stdout):
            with contextlib.suppress(OSError):
                if stream is not None:
                    stream.close()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


def _default_command(idle_s: float) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, ENCODER_ARGUMENT, "--idle", str(idle_s)]
    return [sys.executable, "-m", "contexty_qt.capture.encoder", "--idle", str(idle_s)]


def _read_exactly(stream: IO[bytes], size: int, timeout_s: float) -> bytes:
    chunks: list[bytes] = []
    left = size
    while left:
        ready, _, _ = select.select([stream], [], [], timeout_s)
        if not ready:
            raise EncoderError(f"no answer within {timeout_s:g} s")
        chunk = os.read(stream.fileno(), min(left, 1 << 20))
        if not chunk:
            raise EncoderError("the helper exited")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def serve(stdin: IO[bytes], stdout: IO[bytes], idle_s: float) -> int:
    """The helper's loop: frames in, encodings out, until end of input or `idle_s` without a frame."""
    import numpy as np

    from contexty_qt.core.heap import trim_heap, tune_allocator

    tune_allocator()  # the encoder's large buffers in mmap: returned to the system after each frame
    while True:
        ready, _, _ = select.select([stdin], [], [], idle_s)
        if not ready:
            return 0  # idle: the next frame starts a new helper
        try:
            header = _read_exactly(stdin, REQUEST.size, idle_s)
        except EncoderError:
            return 0  # the app closed the pipe (or went away)
        height, width, channels, order = REQUEST.unpack(header)
        data = _read_exactly(stdin, height * width * channels, REPLY_TIMEOUT_S)
        pixels = np.frombuffer(data, np.uint8).reshape(height, width, channels)
        image, thumb = encode_frame(pixels, ORDERS[order])
        del data, pixels
        stdout.write(REPLY.pack(len(image), len(thumb)) + image + thumb)
        stdout.flush()
        trim_heap()


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="contexty_qt.capture.encoder")
    parser.add_argument("--idle", type=float, default=ENCODER_IDLE_S)
    args = parser.parse_args(argv)
    return serve(sys.stdin.buffer, sys.stdout.buffer, args.idle)


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ENCODER_ARGUMENT", "ENCODER_IDLE_S", "EncoderError", "FrameEncoder", "encode_frame"]
