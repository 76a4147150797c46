"""A chat view over the shared ChatSession: the messages of the current thread, streaming answers,
the preference probe's side-by-side choice, and the input. `ChatPanel` is the main window's chat
panel; the floating chat window (window.py) holds another ChatView over the same session.
"""

from __future__ import annotations

import random
import statistics

import shiboken6
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.chat.context import RefKind
from contexty_qt.core.chat.prompting import Refinement
from contexty_qt.core.chat.service import ProbeOutcome
from contexty_qt.ui.chat.fuzzy import Candidate
from contexty_qt.ui.chat.input import ChatInput
from contexty_qt.ui.chat.markdown import to_markdown
from contexty_qt.ui.chat.message import MarkdownView, MessageWidget
from contexty_qt.ui.chat.model import ChatSession, MessageItem

MAX_LATENCY_SAMPLES = 2000


class ProbeCard(QFrame):
    """Two answers side by side (CHAT-6), in random order; the pick is logged by the session."""

    def __init__(self, session: ChatSession, outcome: ProbeOutcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.setObjectName("probeCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        title = QLabel("Two possible answers. Which one helps you more?", self)
        title.setWordWrap(True)
        layout.addWidget(title)
        row = QHBoxLayout()
        choices = [("with_snippets", outcome.answer_with), ("without_snippets", outcome.answer_without)]
        random.shuffle(choices)
        self.buttons: dict[str, QPushButton] = {}
        for number, (choice, text) in enumerate(choices, 1):
            column = QVBoxLayout()
            view = MarkdownView(self)
            view.set_markdown(to_markdown(text, session.memory_exists))
            column.addWidget(view)
            button = QPushButton(f"Prefer answer {number}", self)
            button.setProperty("choice", choice)
            button.clicked.connect(self._clicked)
            self.buttons[choice] = button
            column.addWidget(button)
            row.addLayout(column, 1)
        layout.addLayout(row)

        self.session = session

    def _clicked(self) -> None:
        sender = self.sender()
        if isinstance(sender, QPushButton):
            self.choose(str(sender.property("choice")))

    def choose(self, choice: str) -> None:
        self.session.choose_probe(self.outcome, choice)
        self.session.probe_resolved.emit(self.outcome.probe_id)


class ChatView(QWidget):
    settings_requested = Signal()

    def __init__(self, session: ChatSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("chatView")
        self.widgets: dict[int, MessageWidget] = {}
        self.token_latencies_ms: list[float] = []
        self._probes: dict[int, ProbeCard] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)

        self.banner = QFrame(self)
        self.banner.setObjectName("modelBanner")
        self.banner.setStyleSheet("#modelBanner { background: #fff4d6; border-bottom: 1px solid #e5d3a1; }")
        banner_row = QHBoxLayout(self.banner)
        banner_row.setContentsMargins(8, 6, 8, 6)
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        banner_row.addWidget(self.banner_text, 1)
        settings_button = QPushButton("Settings…", self.banner)
        settings_button.clicked.connect(self.settings_requested)
        banner_row.addWidget(settings_button)
        layout.addWidget(self.banner)

        self.scroller = QScrollArea(self)
        self.scroller.setObjectName("chatMessages")
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list_widget = QWidget()
        self.list_layout = QVBoxLayout(self.list_widget)
        self.list_layout.setContentsMargins(8, 8, 8, 8)
        self.list_layout.setSpacing(8)
        self.empty = QLabel("Ask anything about what you saved. Type @ to mention a memory or a group; "
                            "answers cite the memories they use.", self.list_widget)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet("color: palette(mid);")
        self.list_layout.addWidget(self.empty)
        self.list_layout.addStretch(1)
        self.scroller.setWidget(self.list_widget)
        layout.addWidget(self.scroller, 1)

        self.notice = QLabel(self)
        self.notice.setObjectName("chatNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #a33; padding: 2px 8px;")
        self.notice.hide()
        layout.addWidget(self.notice)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice.hide)
        # Scrolling to the end waits one event-loop turn (the layout places new messages first). A child timer,
        # not QTimer.singleShot: it dies with the view, so no queued call can reach a half-deleted view (the
        # singleShot form crashed the test suite three times in teardown), and bursts of requests coalesce.
        self._scroll_timer = QTimer(self)
        self._scroll_timer.setSingleShot(True)
        self._scroll_timer.setInterval(0)
        self._scroll_timer.timeout.connect(self._scroll_to_end)

        self.input = ChatInput(session.complete, self, self)
        layout.addWidget(self.input)

        self.input.edit.focused.connect(session.warm)
        self.input.send_requested.connect(self._send)
        self.input.stop_requested.connect(session.stop)
        session.messages_reset.connect(self.rebuild)
        session.message_added.connect(self._add)
        session.message_updated.connect(self._update)
        session.token_arrived.connect(self._token)
        session.busy_changed.connect(self._busy)
        session.reference_added.connect(self.input.add_ref)
        session.references_sent.connect(self.input.sent)
        session.probe_ready.connect(self._probe)
        session.probe_resolved.connect(self._probe_done)
        session.notice.connect(self.show_notice)
        self.rebuild()
        self.refresh_banner()
        self.input.set_busy(session.busy)

    # ---- messages --------------------------------------------------------------------------------
    def rebuild(self) -> None:
        for widget in self.widgets.values():
            self.list_layout.removeWidget(widget)
            widget.deleteLater()
        self.widgets.clear()
        for item in self.session.messages:
            self._add(item, scroll=False)
        self.empty.setVisible(not self.session.messages)
        self._scroll_timer.start()

    def _add(self, item: MessageItem, scroll: bool = True) -> None:
        if item.id in self.widgets:
            self._update(item)
            return
        widget = MessageWidget(item, self.session.memory_title, self.list_widget)
        widget.citation_clicked.connect(self.session.activate_citation)
        widget.retry_requested.connect(self.session.retry)
        widget.refine_requested.connect(self._refine)
        widget.include_requested.connect(self._include)
        widget.shown.connect(self._record_latency)
        self.widgets[item.id] = widget
        self.list_layout.insertWidget(self.list_layout.count() - 1, widget)
        widget.show()  # a layout shows a new child only on the next event loop turn
        self.empty.hide()
        if scroll:
            self._scroll_timer.start()

    def _update(self, item: MessageItem) -> None:
        widget = self.widgets.get(item.id)
        if widget is None:
            self._add(item)
            return
        widget.set_item(item)
        if item.retryable or item.citations:
            self._scroll_timer.start()

    def _token(self, message_id: int, text: str, arrived: float) -> None:
        widget = self.widgets.get(message_id)
        if widget is not None:
            at_end = self._at_end()
            widget.append_token(text, arrived)
            if at_end:
                self._scroll_to_end()

    def _record_latency(self, ms: float) -> None:
        if len(self.token_latencies_ms) < MAX_LATENCY_SAMPLES:
            self.token_latencies_ms.append(ms)

    def latency_summary(self) -> dict[str, float]:
        values = sorted(self.token_latencies_ms)
        if not values:
            return {}
        return {"n": len(values), "p50": statistics.median(values),
                "p95": values[min(len(values) - 1, int(0.95 * len(values)))], "max": values[-1]}

    def _at_end(self) -> bool:
        bar = self.scroller.verticalScrollBar()
        return bool(bar.value() >= bar.maximum() - 40)

    def stop(self) -> None:
        """Drop pending timer work. The chat's owner calls this on close: a 0 ms scroll still queued then would run
        in whatever event loop turns next, by which time the garbage collector may free the view in the middle
        of it (a parentless view in a reference cycle is freed at an arbitrary allocation): a crash, not an error."""
        self._scroll_timer.stop()
        self._notice_timer.stop()

    def _scroll_to_end(self) -> None:
        # also called directly while tokens stream; the view may be closing then (its scroll bar already gone)
        if not shiboken6.isValid(self.scroller):
            return
        try:
            bar = self.scroller.verticalScrollBar()
            bar.setValue(bar.maximum())
        except RuntimeError:  # the scroll bar was deleted under a still-valid wrapper during teardown
            return

    # ---- actions ---------------------------------------------------------------------------------
    def _send(self, text: str, refs: list[object]) -> None:
        if self.session.send(text, refs):  # type: ignore[arg-type]
            self.input.sent()

    def _busy(self, busy: bool) -> None:
        self.input.set_busy(busy)
        if not busy:
            self.refresh_banner()

    def _refine(self, message_id: int, refinement: Refinement) -> None:
        self.session.refine(message_id, refinement)

    def _include(self, message_id: int) -> None:
        widget = self.widgets.get(message_id)

        def take(candidate: Candidate) -> bool:
            if widget is not None and candidate.ref.kind is RefKind.MEMORY:
                widget.include(candidate.ref.id)
                return True
            self.show_notice("Only a memory can be included in an answer; choose a card, not a group.")
            return True

        self.input.pick(take)

    def refresh_banner(self) -> None:
        problem = self.session.model_problem()
        self.banner.setVisible(problem is not None)
        if problem is not None:
            self.banner_text.setText("No chat model is configured: answers need an OpenAI-compatible endpoint "
                                     "(Ollama, llama.cpp, OpenAI…). Set llm.base_url and llm.chat_model in "
                                     "Settings. Searching your memories works without one.")

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()
        self._notice_timer.start(8000)

    # ---- probe -----------------------------------------------------------------------------------
    def _probe(self, outcome: ProbeOutcome) -> None:
        card = ProbeCard(self.session, outcome, self.list_widget)
        self._probes[outcome.probe_id] = card
        widget = self.widgets.get(outcome.message_id)
        index = self.list_layout.indexOf(widget) + 1 if widget is not None else self.list_layout.count() - 1
        self.list_layout.insertWidget(index, card)
        card.show()
        self._scroll_timer.start()

    def _probe_done(self, probe_id: int) -> None:
        card = self._probes.pop(probe_id, None)
        if card is not None:
            self.list_layout.removeWidget(card)
            card.deleteLater()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self.refresh_banner()


class ChatPanel(QWidget):
    """The main window's chat panel: a header with the thread's title, and a ChatView."""

    settings_requested = Signal()

    def __init__(self, session: ChatSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatPanel")
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        header = QHBoxLayout()
        header.setContentsMargins(10, 8, 10, 8)
        self.title = QLabel(self)
        self.title.setObjectName("panelHeader")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        header.addWidget(self.title, 1)
        layout.addLayout(header)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        self.view = ChatView(session, self)
        self.view.settings_requested.connect(self.settings_requested)
        layout.addWidget(self.view, 1)
        session.thread_changed.connect(self._retitle)
        session.threads_changed.connect(self._retitle)
        self._retitle()

    def _retitle(self, *_args: object) -> None:
        title = self.session.thread_title()
        self.title.setText(f"Chat · {title}" if title else "Chat")
