"""Screen grabs in physical pixels (mss) and the mapping from Qt's logical screen geometry.

mss reads the framebuffer: its coordinates are physical pixels of the virtual desktop. Qt hands
out logical pixels: with a device pixel ratio (DPR) of 2 a 3840x2160 monitor is a 1920x1080
QScreen. Qt keeps each screen's top-left corner at its native position and scales only the
extent (QHighDpiScaling's origin-preserving mapping), so a logical point p on a screen with
logical origin o maps to o + (p - o) * dpr. That holds per screen, so mixed-DPI setups work.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from contexty_qt.capture.errors import CaptureError
from contexty_qt.capture.geometry import Rect

if TYPE_CHECKING:  # numpy loads with the first grab, not at launch (issue 14)
    import numpy as np
    import numpy.typing as npt

log = logging.getLogger("contexty.capture.screen")


@dataclass
class Frame:
    """A grab: BGRA pixels (H, W, 4) and where they are on the virtual desktop (physical px)."""

    pixels: npt.NDArray[np.uint8]
    rect: Rect

    def crop(self, rect: Rect) -> Frame:
        """The part of this frame inside `rect` (global physical coordinates)."""
        inside = self.rect.intersected(rect)
        if inside.is_empty():
            raise CaptureError("The selected region is outside the captured screen.")
        x0, y0 = inside.x - self.rect.x, inside.y - self.rect.y
        return Frame(self.pixels[y0:y0 + inside.height, x0:x0 + inside.width], inside)

    def fill(self, rect: Rect, value: int = 128) -> None:
        """Blank a rectangle (global coordinates) in place: windows that must not be captured."""
        inside = self.rect.intersected(rect)
        if inside.is_empty():
            return
        x0, y0 = inside.x - self.rect.x, inside.y - self.rect.y
        self.pixels[y0:y0 + inside.height, x0:x0 + inside.width, :3] = value


@dataclass(frozen=True)
class ScreenGeometry:
    """One Qt screen as Qt reports it: logical geometry and device pixel ratio."""

    name: str
    logical: Rect
    dpr: float = 1.0

    @property
    def physical(self) -> Rect:
        return Rect(self.logical.x, self.logical.y, round(self.logical.width * self.dpr),
                    round(self.logical.height * self.dpr))

    def to_physical(self, logical: Rect) -> Rect:
        """A logical rectangle on this screen in global physical pixels, clipped to the screen."""
        ox, oy = self.logical.x, self.logical.y
        x0 = ox + round((logical.x - ox) * self.dpr)
        y0 = oy + round((logical.y - oy) * self.dpr)
        x1 = ox + round((logical.right - ox) * self.dpr)
        y1 = oy + round((logical.bottom - oy) * self.dpr)
        return Rect(x0, y0, x1 - x0, y1 - y0).intersected(self.physical)

    def to_physical_point(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.logical.x, self.logical.y
        return ox + round((x - ox) * self.dpr), oy + round((y - oy) * self.dpr)


def screen_at(screens: Sequence[ScreenGeometry], px: int, py: int) -> ScreenGeometry | None:
    """The screen whose physical area contains a physical point (the pointer, from X or pynput)."""
    for screen in screens:
        if screen.physical.contains(px, py):
            return screen
    return None


def check_against_monitors(screens: Sequence[ScreenGeometry], monitors: Sequence[Rect]) -> list[str]:
    """Screens whose computed physical area matches no monitor mss sees (logged, not fatal:
    RandR "monitors" that split one output are visible to Qt but not to mss)."""
    known = set(monitors)
    return [s.name for s in screens if s.physical not in known]


@dataclass
class ScreenGrabber:
    """mss behind a lazy import, one mss instance per thread (mss keeps per-thread X state)."""

    _local: threading.local = field(default_factory=threading.local)
    _instances: list[Any] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def _mss(self) -> Any:
        instance = getattr(self._local, "mss", None)
        if instance is None:
            try:
                import mss
            except Exception as exc:  # mss fails at import without a display
                raise CaptureError(f"Screen capture is unavailable: {exc}") from exc
            try:
                instance = mss.MSS()
            except Exception as exc:
                raise CaptureError(f"Cannot open the screen for capture: {exc}") from exc
            self._local.mss = instance
            with self._lock:
                self._instances.append(instance)
        return instance

    def monitors(self) -> list[Rect]:
        """Physical monitor rectangles (mss' index 0, the union, left out)."""
        return [Rect(m["left"], m["top"], m["width"], m["height"]) for m in self._mss().monitors[1:]]

    def desktop(self) -> Rect:
        m = self._mss().monitors[0]
        return Rect(m["left"], m["top"], m["width"], m["height"])

    def grab(self, rect: Rect) -> Frame:
        if rect.is_empty():
            raise CaptureError("Cannot capture an empty region.")
        try:
            shot = self._mss().grab(rect.as_mss())
        except CaptureError:
            raise
        except Exception as exc:
            raise CaptureError(f"The screen grab failed: {exc}") from exc
        import numpy as np

        # shot.raw is a bytearray: viewing it avoids the copy that shot.bgra makes
        pixels = np.frombuffer(shot.raw, dtype=np.uint8).reshape(shot.height, shot.width, 4)
        return Frame(pixels, Rect(shot.left, shot.top, shot.width, shot.height))

    def grab_monitor_at(self, px: int, py: int) -> Frame:
        """The whole monitor containing a physical point; the first monitor if none does."""
        monitors = self.monitors()
        if not monitors:
            raise CaptureError("No monitor found to capture.")
        target = next((m for m in monitors if m.contains(px, py)), monitors[0])
        return self.grab(target)

    def close(self) -> None:
        with self._lock:
            instances, self._instances = self._instances, []
        for instance in instances:
            try:
                instance.close()
            except Exception:  # closing after the display went away
                log.debug("mss close failed", exc_info=True)
        self._local = threading.local()
