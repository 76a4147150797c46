"""Fixtures and helpers for the canvas and overview tests (registered with pytest_plugins)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.edits import ReadingFields
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge, TaskRunner
from contexty_qt.ui.canvas import CanvasPanel
from contexty_qt.ui.canvas.items import CardItem, FrameItem
from contexty_qt.ui.selection import SelectionModel

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)



@dataclass
class Harness:
    qtbot: Any
    core: CoreServices
    panel: CanvasPanel
    bridge: EventBridge
    selection: SelectionModel
    ids: dict[str, int]

    @property
    def tree(self) -> Any:
        return self.core.tree

    @property
    def scene(self) -> Any:
        return self.panel.scene

    @property
    def view(self) -> Any:
        return self.panel.view

    @property
    def viewport(self) -> Any:
        return self.panel.view.viewport()

    def settle(self) -> None:
        settle(self.qtbot, self.bridge, self.panel)

    def memory(self, name: str) -> Any:
        return self.core.store.get_memory(self.ids[name])

    def tree_group(self, name: str) -> Any:
        return self.core.store.get_group(self.ids[name])

    def card(self, name: str) -> CardItem:
        """The card's item (made now when it has none: items exist only near the screen)."""
        item = self.panel.scene.card(self.ids[name])
        assert item is not None, f"{name} is not drawn"
        return item

    def drawn(self, name: str) -> bool:
        """The card is on the canvas (laid out, not hidden, archived or inside a collapsed group)."""
        item = self.panel.scene.card(self.ids[name])
        return item is not None and item.isVisible()

    def card_rect(self, name: str) -> Any:
        item = self.card(name)
        return item.mapRectToScene(item.card_rect())

    def frame(self, name: str) -> FrameItem:
        return self.panel.scene.frames[self.ids[name]]

    def show(self, *names: str) -> None:
        """Zoom and scroll so these cards/frames are on screen at a readable zoom."""
        view = self.view
        rect = None
        for name in names:
            item = self.card(name) if name.startswith(("m_", "u_")) else self.scene.frames[self.ids[name]]
            r = item.sceneBoundingRect()
            rect = r if rect is None else rect.united(r)
        assert rect is not None
        view.fit_rect(rect, max_zoom=0.6)
        QApplication.processEvents()

    def vpos(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def card_body(self, name: str) -> QPoint:
        """A point on the card's body, clear of its buttons and sticky note."""
        item = self.card(name)
        rect = item.card_rect()
        return self.vpos(item.mapToScene(QPointF(rect.width() * 0.35, rect.height() * 0.55)))

    def header(self, name: str) -> QPoint:
        frame = self.frame(name)
        return self.vpos(frame.mapToScene(frame.name_rect().center()))

    def frame_body(self, name: str) -> QPoint:
        """A point inside the frame, below its header, not on any card or child frame."""
        frame = self.frame(name)
        rect = frame.mapRectToScene(frame.rect())
        return self.vpos(QPointF(rect.right() - 6, rect.bottom() - 6))

    def drag(self, start: QPoint, end: QPoint, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
             steps: int = 8, release: bool = True, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        drag(self.viewport, start, end, modifiers, steps, release, button)


def drag(widget: Any, start: QPoint, end: QPoint, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
         steps: int = 8, release: bool = True, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """Real mouse events: press, several moves with the button held, release."""
    QTest.mousePress(widget, button, modifiers, start)
    for i in range(1, steps + 1):
        point = QPoint(start.x() + (end.x() - start.x()) * i // steps, start.y() + (end.y() - start.y()) * i // steps)
        QTest.mouseMove(widget, point)
    if release:
        QTest.mouseRelease(widget, button, modifiers, end)


def settle(qtbot: Any, bridge: EventBridge, panel: CanvasPanel) -> None:
    """Wait until every change event reached the panel and the canvas is laid out."""
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not bridge._pending and not panel.is_busy(), timeout=5000)
    QApplication.processEvents()
    panel.scene.finish_animation()


def build_workspace(core: CoreServices) -> dict[str, int]:
    """A small known tree:

        Grant proposal            m_budget (memo), m_aims
          Reviews                 m_review (observation)
        Trip                      m_flight (memo), m_hotel (observation)
        (unassigned)              u_torch (chat)
    """
    tree = core.tree
    ids: dict[str, int] = {}

    def add(name: str, title: str, source: SourceType = SourceType.SNIPPET, memo: str = "", minutes: int = 0,
            tags: tuple[str, ...] = ()) -> int:
        memory = tree.add_memory(source, text=f"Captured text for {title}.", memo=memo,
                                 provenance=Provenance("Firefox", title, "https://example.org/" + name),
                                 captured_at=T0 + timedelta(minutes=minutes))
        tree.edit_memory(memory.id, title=title, tags=list(tags), user_context=f"Working on {title.lower()}.",
                         analysis_state=AnalysisState.DONE)
        ids[name] = memory.id
        return memory.id

    add("m_budget", "Budget justification", memo="funding looks thin", minutes=1, tags=("grant", "budget"))
    add("m_aims", "Specific aims draft", minutes=2, tags=("grant",))
    add("m_review", "Reviewer comments", SourceType.OBSERVATION, minutes=3, tags=("review",))
    add("m_flight", "Flights to Lisbon", memo="cheapest on Tuesday", minutes=4, tags=("travel",))
    add("m_hotel", "Hotel near the venue", SourceType.OBSERVATION, minutes=5, tags=("travel", "hotel"))
    add("u_torch", "DataLoader workers", SourceType.CHAT, minutes=6, tags=("pytorch",))
    grant = tree.group([ids["m_budget"], ids["m_aims"], ids["m_review"]], "Grant proposal", summary="R01 resubmission")
    reviews = tree.group([ids["m_review"]], "Reviews")
    trip = tree.group([ids["m_flight"], ids["m_hotel"]], "Trip", summary="Conference travel")
    ids.update(grant=grant.id, reviews=reviews.id, trip=trip.id)
    return ids


@pytest.fixture
def runner() -> Iterator[TaskRunner]:
    task_runner = TaskRunner()
    yield task_runner
    task_runner.shutdown()


@pytest.fixture
def selection() -> SelectionModel:
    return SelectionModel()


@pytest.fixture
def make_canvas(qtbot: Any, core: CoreServices, runner: TaskRunner, selection: SelectionModel) -> Iterator[Any]:
    made: list[tuple[CanvasPanel, EventBridge]] = []

    def make(populate: bool = True, size: tuple[int, int] = (1200, 800),
             read_again: Callable[[str], str] | None = None,
             reading_fields: ReadingFields | None = None) -> Harness:
        ids = build_workspace(core) if populate and not made else {}
        bridge = EventBridge(core.bus, core.tree.undo_stack)
        panel = CanvasPanel(core.tree, selection, runner, jobs=JobQueue(core.store, core.bus), read_again=read_again,
                            reading_fields=reading_fields)
        bridge.changed.connect(panel.on_changes)
        panel.scene.animate = False
        qtbot.addWidget(panel)
        panel.resize(*size)
        panel.show()
        made.append((panel, bridge))
        harness = Harness(qtbot, core, panel, bridge, selection, ids)
        harness.settle()
        return harness

    yield make
    for panel, bridge in made:
        panel.close_view()
        bridge.close()


@pytest.fixture
def canvas(make_canvas: Any) -> Harness:
    return make_canvas()
