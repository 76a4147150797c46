"""The main window over a data dir filled from a bench corpus and organised by the offline pipeline,
for the README screenshots (tests/e2e/test_corpus_screenshots.py). Run as
`python -m tests.e2e.corpus_window CONTROL_DIR` with CONTEXTY_DATA_DIR set.

Steps, each after CONTROL_DIR/go-<step>, each announced by CONTROL_DIR/ready-<step> (with what is on
screen as JSON): normal (100 % on the group of the newest capture, that card selected) -> whole (the
whole tree, zoomed so group names stay readable) -> quit.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF

from contexty_qt.ui.canvas.feature import CanvasFeature
from tests.e2e.canvas_window import serve

STEPS = ("normal", "whole", "quit")


def show_newest(feature: CanvasFeature, step: str) -> None:
    view, scene = feature.canvas.view, feature.canvas.scene
    if step == "normal":
        newest = scene.card(max(scene.layout.cards, key=lambda i: (scene.mirror.memories[i].captured_at, i)))
        assert newest is not None
        frame = scene.frames.get(newest.memory.group_id) if newest.memory.group_id is not None else None
        view.set_zoom(1.0)
        rect = frame.mapRectToScene(frame.rect()) if frame is not None else newest.sceneBoundingRect()
        visible = view.visible_scene_rect()
        view.centerOn(QPointF(rect.left() + visible.width() / 2 - 40, rect.top() + visible.height() / 2 - 40))
        scene.select_nodes([newest.memory.id])
    elif step == "whole":
        scene.clearSelection()
        view.fit_all()
        view.set_zoom(max(min(view.zoom(), 0.55), 0.3))
        # from the top-left corner of the tree, so the top-level groups' names are on screen
        bounds, visible = scene.itemsBoundingRect(), view.visible_scene_rect()
        view.centerOn(QPointF(bounds.left() + visible.width() / 2 - 20, bounds.top() + visible.height() / 2 - 20))


if __name__ == "__main__":
    sys.exit(serve(Path(sys.argv[1]), STEPS, show_newest))
