"""Frozen screens: what the region overlay shows and crops from, one image per Qt screen.

Two ways to freeze the screens, one result type:

* X11: mss grabs each screen's physical rectangle (`freeze_screens`).
* Wayland: the Screenshot portal hands back ONE image of the whole desktop; `split_desktop` cuts
  it into the screens Qt knows. The portal image covers the union of the screens' logical
  geometry at some scale (grim, behind xdg-desktop-portal-wlr, renders at the highest output
  scale; GNOME and KDE at their own). Each screen's part is cut out at that scale and, when its
  own device pixel ratio differs, resampled to the screen's physical size, so the overlay paints
  it 1:1 and a crop is in the screen's physical pixels, exactly as on X11.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication, QImage, QScreen

from contexty_qt.capture.errors import CaptureError
from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.screen import Frame, ScreenGeometry, ScreenGrabber


@dataclass
class FrozenScreen:
    geometry: ScreenGeometry
    image: QImage  # physical pixels; devicePixelRatio == geometry.dpr
    screen: QScreen | None = None


def screen_geometry(screen: QScreen) -> ScreenGeometry:
    g = screen.geometry()
    return ScreenGeometry(screen.name(), Rect(g.x(), g.y(), g.width(), g.height()), screen.devicePixelRatio())


def frame_to_qimage(frame: Frame, dpr: float = 1.0) -> QImage:
    """BGRA bytes are QImage's RGB32 layout on little-endian machines; copy() detaches from numpy."""
    import numpy as np  # with the first use, not at launch (issue 14)

    pixels = np.ascontiguousarray(frame.pixels)
    height, width = pixels.shape[:2]
    image = QImage(pixels.data, width, height, width * 4, QImage.Format.Format_RGB32).copy()
    image.setDevicePixelRatio(dpr)
    return image


def qimage_to_frame(image: QImage, rect: Rect) -> Frame:
    """The reverse: BGRA numpy pixels (a copy) of a QImage, placed at `rect`."""
    import numpy as np  # with the first use, not at launch (issue 14)

    converted = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = converted.width(), converted.height()
    raw = np.frombuffer(converted.constBits(), dtype=np.uint8, count=converted.sizeInBytes())
    pixels = raw.reshape(height, converted.bytesPerLine())[:, :width * 4].reshape(height, width, 4).copy()
    return Frame(pixels, rect)


def freeze_screens(grabber: ScreenGrabber, screens: Sequence[QScreen] | None = None) -> list[FrozenScreen]:
    """Grab every screen now, before any overlay exists (X11: mss)."""
    frozen = []
    for screen in screens if screens is not None else QGuiApplication.screens():
        geometry = screen_geometry(screen)
        frame = grabber.grab(geometry.physical)
        frozen.append(FrozenScreen(geometry, frame_to_qimage(frame, geometry.dpr), screen))
    return frozen


def desktop_union(geometries: Sequence[ScreenGeometry]) -> Rect:
    x0 = min(g.logical.x for g in geometries)
    y0 = min(g.logical.y for g in geometries)
    x1 = max(g.logical.right for g in geometries)
    y1 = max(g.logical.bottom for g in geometries)
    return Rect(x0, y0, x1 - x0, y1 - y0)


def split_desktop(image: QImage, geometries: Sequence[ScreenGeometry],
                  screens: Sequence[QScreen | None] | None = None) -> list[FrozenScreen]:
    """Cut one whole-desktop screenshot (the portal's) into per-screen frozen images."""
    if not geometries:
        raise CaptureError("No screen is known to show the screenshot on.")
    if image.isNull() or image.width() == 0:
        raise CaptureError("The desktop screenshot is empty.")
    union = desktop_union(geometries)
    scale_x = image.width() / union.width
    scale_y = image.height() / union.height
    frozen = []
    for index, geometry in enumerate(geometries):
        g = geometry.logical
        source = QRect(round((g.x - union.x) * scale_x), round((g.y - union.y) * scale_y),
                       round(g.width * scale_x), round(g.height * scale_y))
        part = image.copy(source).convertToFormat(QImage.Format.Format_RGB32)
        physical = geometry.physical
        if (part.width(), part.height()) != (physical.width, physical.height):
            part = part.scaled(physical.width, physical.height, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
        part.setDevicePixelRatio(geometry.dpr)
        screen = screens[index] if screens is not None else None
        frozen.append(FrozenScreen(geometry, part, screen))
    return frozen
