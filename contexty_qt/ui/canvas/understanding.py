"""The "AI Context Understanding" bar above the canvas (MEM-5, Figure 3C).

It shows the latest summary of what the user is doing and when it was written. The summary is
produced by the AI pipeline's understanding step; whoever holds it calls `set_understanding`.
Until then the bar says honestly that there is none yet.

The user can correct it ("No, I'm working on the Delft application"): "Correct" opens a line editor
in place, Enter emits `corrected(text)` (the canvas feature stores it as one undoable command,
core/pipeline/understanding.py correct_understanding), Escape cancels. A stored correction is shown
as the user's own words until the work moves on.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

EMPTY_TEXT = "No summary yet — it appears after the AI has analysed your captures."


def updated_text(when: datetime, now: datetime | None = None) -> str:
    now = now or datetime.now().astimezone()
    local = when.astimezone()
    seconds = (now - local).total_seconds()
    if seconds < 60:
        ago = "just now"
    elif seconds < 3600:
        ago = f"{int(seconds // 60)} min ago"
    elif local.date() == now.date():
        ago = f"today {local:%H:%M}"
    else:
        ago = f"{local:%Y-%m-%d %H:%M}"
    return f"Last updated {ago}"


class UnderstandingBar(QFrame):
    corrected = Signal(str)  # the user's own statement of what they are working on

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("understandingBar")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.heading = QLabel("AI Context Understanding", self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        top.addWidget(self.heading)
        self.updated = QLabel("", self)
        self.updated.setObjectName("understandingUpdated")
        top.addWidget(self.updated)
        top.addStretch(1)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("understandingToggle")
        self.toggle.setAutoRaise(True)
        self.toggle.setText("More")
        self.toggle.setCheckable(True)
        self.toggle.toggled.connect(self._expand)
        self.toggle.hide()
        top.addWidget(self.toggle)
        self.correct = QToolButton(self)
        self.correct.setObjectName("understandingCorrect")
        self.correct.setAutoRaise(True)
        self.correct.setText("Correct")
        self.correct.setToolTip("Tell the AI what you are actually working on")
        self.correct.clicked.connect(self.start_editing)
        top.addWidget(self.correct)
        outer.addLayout(top)
        self.editor = QLineEdit(self)
        self.editor.setObjectName("understandingEditor")
        self.editor.setPlaceholderText("What are you working on? e.g. “I'm working on the Delft application”")
        self.editor.returnPressed.connect(self._commit)
        self.editor.installEventFilter(self)
        self.editor.hide()
        outer.addWidget(self.editor)
        self.summary = QLabel(EMPTY_TEXT, self)
        self.summary.setObjectName("understandingSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.summary)
        self._summary = ""
        self._focus: tuple[str, ...] = ()
        self._when: datetime | None = None
        self._by_user = False
        self._muted(True)

    def _muted(self, on: bool) -> None:
        palette = self.summary.palette()
        color = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        if on:
            color.setAlphaF(0.65)
        palette.setColor(QPalette.ColorRole.WindowText, color)
        self.summary.setPalette(palette)
        muted = self.updated.palette()
        faded = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        faded.setAlphaF(0.65)
        muted.setColor(QPalette.ColorRole.WindowText, faded)
        self.updated.setPalette(muted)

    def set_understanding(self, summary: str, updated_at: datetime | None = None, focus: Sequence[str] = (),
                          by_user: bool = False) -> None:
        """Show the AI's latest reading of the user's activity (MEM-5), or the user's correction."""
        self._summary, self._focus = " ".join(summary.split()), tuple(f for f in focus if f.strip())
        self._by_user = by_user
        self.heading.setText("Your correction" if by_user else "AI Context Understanding")
        self._when = updated_at or datetime.now().astimezone()
        if not self._summary:
            self.clear()
            return
        self._muted(False)
        self.updated.setText(updated_text(self._when))
        self.toggle.setVisible(len(self._summary) > 220 or bool(self._focus))
        self._render()

    def clear(self) -> None:
        self._summary, self._focus, self._when, self._by_user = "", (), None, False
        self.heading.setText("AI Context Understanding")
        self.summary.setText(EMPTY_TEXT)
        self.updated.setText("")
        self.toggle.hide()
        self._muted(True)

    def summary_text(self) -> str:
        return self._summary

    def by_user(self) -> bool:
        return self._by_user

    # ---- correcting ------------------------------------------------------------------------
    def start_editing(self) -> None:
        self.editor.setText(self._summary if self._by_user else "")
        self.summary.hide()
        self.editor.show()
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def stop_editing(self) -> None:
        self.editor.hide()
        self.summary.show()

    def _commit(self) -> None:
        text = " ".join(self.editor.text().split())
        self.stop_editing()
        if text and text != self._summary:
            self.corrected.emit(text)

    def eventFilter(self, watched: object, event: object) -> bool:
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QKeyEvent

        if (watched is self.editor and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Escape):
            self.stop_editing()
            return True
        return False

    def refresh_time(self) -> None:
        if self._when is not None:
            self.updated.setText(updated_text(self._when))

    def _expand(self, on: bool) -> None:
        self.toggle.setText("Less" if on else "More")
        self._render()

    def _render(self) -> None:
        text = self._summary
        expanded = self.toggle.isChecked()
        if not expanded and len(text) > 220:
            text = text[:217].rsplit(" ", 1)[0] + "…"
        body = html.escape(text)
        if expanded and self._focus:
            body += "<br><i>Focus:</i> " + html.escape(" · ".join(self._focus))
        self.summary.setText(body)
