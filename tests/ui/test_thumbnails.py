"""Issue 18: the canvas's thumbnails are decoded from the small thumbnail stored beside each
screenshot (480x270), never from the full screenshot, and a missing one is made once."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image
from PySide6.QtGui import QColor

from contexty_qt.capture.images import THUMB_SIZE, thumbnail_path
from contexty_qt.core.model import SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.thumbnails import THUMBNAIL_BUDGET_BYTES, ThumbnailCache


def png(color: tuple[int, int, int], size: tuple[int, int] = (1920, 1080)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, "PNG")
    return out.getvalue()


def delivered(qtbot: Any, cache: ThumbnailCache, name: str) -> Any:
    with qtbot.waitSignal(cache.ready, timeout=30_000) as ready:
        cache.request(name)
    return ready.args[1]


def test_the_canvas_decodes_the_stored_thumbnail_not_the_screenshot(qtbot: Any, core: CoreServices) -> None:
    memory = core.tree.add_memory(SourceType.OBSERVATION, image=png((200, 30, 30)))
    assert memory.image
    thumb = thumbnail_path(core.store.images_dir, memory.image)
    assert not thumb.exists()  # stored without one (an import, a capture from before thumbnails)
    runner = TaskRunner()
    cache = ThumbnailCache(core.store, runner)
    try:
        first = delivered(qtbot, cache, memory.image)
        assert thumb.exists()  # made once, on the worker
        assert (first.width(), first.height()) == THUMB_SIZE
        # what is shown is the thumbnail file: replace it, and the next decode shows the replacement
        Image.new("RGB", THUMB_SIZE, (30, 30, 200)).save(thumb, "WEBP")
        cache._cache.clear()
        again = delivered(qtbot, cache, memory.image)
        pixel = QColor(again.toImage().pixel(10, 10))
        assert pixel.blue() > 150 and pixel.red() < 80
        assert cache.bytes_used == THUMB_SIZE[0] * THUMB_SIZE[1] * 4 <= THUMBNAIL_BUDGET_BYTES
    finally:
        cache.close()
        runner.shutdown()


def test_an_image_pillow_cannot_thumbnail_still_gets_a_preview_or_none(qtbot: Any, core: CoreServices) -> None:
    memory = core.tree.add_memory(SourceType.OBSERVATION, image=png((10, 160, 10), (64, 48)))
    assert memory.image
    runner = TaskRunner()
    cache = ThumbnailCache(core.store, runner)
    try:
        (core.store.images_dir / memory.image).write_bytes(b"not an image")  # damaged on disk
        pixmap = delivered(qtbot, cache, memory.image)
        assert pixmap.isNull()  # remembered as unreadable; no exception reaches the GUI
    finally:
        cache.close()
        runner.shutdown()
