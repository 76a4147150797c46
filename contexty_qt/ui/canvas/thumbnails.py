"""Screenshot thumbnails for cards, decoded and scaled off the GUI thread.

QImage is safe to use on a worker thread (QPixmap is not): the worker reads the file, the GUI
thread only converts the small result. What is read is the screenshot's prepared thumbnail
(capture/images.py, 480x270 WebP, written when the capture is stored; made here once when it is
missing), not the full screenshot: a 1920x1080 frame would be decoded whole (8 MB) for every card
painted, on pool threads, and those large short-lived buffers are what fragments a long-running
process's C heap (issue 18). The decoded pixmaps live in one LRU bounded in bytes
(THUMBNAIL_BUDGET_BYTES, docs/CACHES.md), and only there: a card asks the cache at each paint and
keeps no pixmap of its own, so a card scrolled away or hidden holds no decoded image, and memory
stays flat however many screenshots a day of observation adds.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QImage, QImageReader, QPixmap

from contexty_qt.capture.images import THUMB_SIZE as STORED_THUMB_SIZE
from contexty_qt.capture.images import ensure_thumbnail
from contexty_qt.core.lru import ByteBudgetLRU
from contexty_qt.core.store import Store
from contexty_qt.ui.bridge import TaskRunner

log = logging.getLogger("contexty.ui.canvas.thumbnails")

THUMB_SIZE = QSize(*STORED_THUMB_SIZE)  # device pixels: the stored thumbnail's size (480x270)
# ~24 thumbnails at 480x270 (0.5 MB each): a screenful of cards close enough to show their screenshot
THUMBNAIL_BUDGET_BYTES = 12 * 1024 * 1024
NULL_PIXMAP_BYTES = 64  # an unreadable image is remembered, so it is not decoded again at every paint


def pixmap_bytes(pixmap: QPixmap) -> int:
    return max(NULL_PIXMAP_BYTES, pixmap.width() * pixmap.height() * max(1, pixmap.depth()) // 8)


def load_stored_thumbnail(images_dir: Path, name: str) -> QImage:
    """Runs on a worker thread: the prepared thumbnail of a stored image (made now if it is missing:
    an image stored before thumbnails were written, or one whose thumbnail could not be made then)."""
    try:
        path = ensure_thumbnail(images_dir, name)
    except (OSError, ValueError) as exc:  # unreadable for Pillow: let Qt try the original
        log.info("no stored thumbnail for %s (%s); reading the image", name, exc)
        path = images_dir / name
    return load_thumbnail(str(path))


def load_thumbnail(path: str, size: QSize = THUMB_SIZE) -> QImage:
    """Runs on a worker thread."""
    reader = QImageReader(path)
    reader.setAutoTransform(True)
    original = reader.size()
    if original.isValid() and original.width() * original.height() * 4 > QImageReader.allocationLimit() * 1024 * 1024:
        return _shrunk_with_pillow(path, size)  # Qt refuses to decode past its allocation limit
    if original.isValid() and (original.width() > size.width() or original.height() > size.height()):
        # expandedTo: a 16384x1 strip would scale to 640x0, which Qt cannot read into
        reader.setScaledSize(original.scaled(size, Qt.AspectRatioMode.KeepAspectRatio).expandedTo(QSize(1, 1)))
    image = reader.read()
    if image.isNull():
        raise OSError(f"cannot read {path}: {reader.errorString()}")
    return image


def _shrunk_with_pillow(path: str, size: QSize) -> QImage:
    """Pillow decodes a huge image in reduced steps (draft mode for JPEG) within the store's pixel limit."""
    from PIL import Image

    with Image.open(path) as opened:
        opened.draft("RGB", (size.width(), size.height()))
        opened.thumbnail((size.width(), size.height()))
        rgba = opened.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    return QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888).copy()


class ThumbnailCache(QObject):
    ready = Signal(str, QPixmap)  # image name, pixmap (null when the file could not be read)

    def __init__(self, store: Store, runner: TaskRunner, parent: QObject | None = None, *,
                 budget_bytes: int = THUMBNAIL_BUDGET_BYTES) -> None:
        super().__init__(parent)
        self._store, self._runner = store, runner
        self._cache: ByteBudgetLRU[str, QPixmap] = ByteBudgetLRU(budget_bytes, pixmap_bytes)
        self._pending: set[str] = set()
        self._closed = False

    def get(self, name: str) -> QPixmap | None:
        return self._cache.get(name)

    @property
    def bytes_used(self) -> int:
        return self._cache.bytes_used

    @property
    def budget_bytes(self) -> int:
        return self._cache.budget_bytes

    def __len__(self) -> int:
        return len(self._cache)

    def request(self, name: str) -> None:
        if self._closed or name in self._pending or name in self._cache:
            return
        try:
            self._store.image_path(name)  # checks the name
        except Exception as exc:
            log.warning("bad image name %r: %s", name, exc)
            return
        images_dir = self._store.images_dir
        self._pending.add(name)
        self._runner.submit(lambda: load_stored_thumbnail(images_dir, name), lambda image: self._done(name, image),
                            lambda error: self._failed(name, error))

    def pending(self) -> int:
        return len(self._pending)

    def close(self) -> None:
        self._closed = True
        self._cache.clear()

    def _done(self, name: str, image: QImage) -> None:
        self._pending.discard(name)
        if self._closed:
            return
        pixmap = QPixmap.fromImage(image)
        self._cache.put(name, pixmap)
        self.ready.emit(name, pixmap)

    def _failed(self, name: str, error: BaseException) -> None:
        self._pending.discard(name)
        if self._closed:
            return
        log.warning("thumbnail %s: %s", name, error)
        self._cache.put(name, QPixmap())  # remembered as unreadable: do not retry on every paint
        self.ready.emit(name, QPixmap())
