"""The markup bar and drawing surface of the memo popup (region captures only).

`MarkupEditor` = a row of tool buttons (arrow, rectangle, highlighter, text, blur, crop, undo) over
`MarkupCanvas`, which shows the capture scaled to fit the popup and turns drags into `Edit`s in
image pixels. Everything stays in memory; the popup's owner saves `document.image()`.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QImage,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.ui.markup.document import MAX_TEXT_CHARS, Edit, MarkupDocument, Tool, paint_edit

TOOLS: tuple[tuple[Tool, str, str], ...] = (
    (Tool.ARROW, "Arrow", "Draw an arrow: drag from its tail to its tip"),
    (Tool.BOX, "Box", "Draw a rectangle around something: drag across it"),
    (Tool.HIGHLIGHT, "Highlight", "Highlight like a marker pen: drag across the area"),
    (Tool.TEXT, "Text", "Write a note on the picture: click where it goes, type, press Enter"),
    (Tool.BLUR, "Blur", "Pixelate a password, a face or a name: drag across it. The saved picture keeps "
                        "only the pixelated version"),
    (Tool.CROP, "Crop", "Keep only part of the picture: drag across the part to keep"),
)


class TextField(QLineEdit):
    """The words for the text tool; Esc drops them (and does not cancel the whole popup)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            self.editingFinished.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class MarkupCanvas(QWidget):
    """The capture, scaled to fit `fit` (logical pixels), with the tool's drag drawn live."""

    edited = Signal()
    text_finished = Signal()  # the text field closed: the popup gives the focus back to the memo

    def __init__(self, document: MarkupDocument, fit: QSize, source_dpr: float = 1.0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("markupCanvas")
        self.document = document
        self.tool = Tool.ARROW
        self._fit = fit
        self._source_dpr = max(1.0, source_dpr)
        self._drag: Edit | None = None
        self._text_edit: QLineEdit | None = None
        # Tab reaches it (Ctrl+Z undoes there); a click to draw leaves the focus in the memo field
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setAccessibleName("Captured picture")
        self._describe()

    # ---- geometry --------------------------------------------------------------------------
    def scale(self) -> float:
        """Widget pixels per image pixel."""
        image = self.document.image()
        logical_w, logical_h = image.width() / self._source_dpr, image.height() / self._source_dpr
        shrink = min(1.0, self._fit.width() / max(logical_w, 1.0), self._fit.height() / max(logical_h, 1.0))
        return shrink / self._source_dpr

    def sizeHint(self) -> QSize:
        image = self.document.image()
        return QSize(max(1, round(image.width() * self.scale())), max(1, round(image.height() * self.scale())))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def to_image(self, point: QPoint | QPointF) -> QPointF:
        image = self.document.image()
        s = self.scale()
        x = min(max(point.x() / s, 0.0), float(image.width()))
        y = min(max(point.y() / s, 0.0), float(image.height()))
        return QPointF(x, y)

    def _describe(self) -> None:
        image = self.document.image()
        self.setToolTip(f"{image.width()} × {image.height()} pixels")
        self.setAccessibleDescription(
            f"Screenshot of {image.width()} by {image.height()} pixels, {len(self.document.edits)} markup edits")

    # ---- painting --------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        image = self.document.image()
        painter.drawImage(QRectF(0, 0, self.width(), self.height()), image)
        drag = self._drag
        if drag is not None and drag.is_meaningful():
            painter.save()
            painter.scale(self.scale(), self.scale())
            if drag.tool in (Tool.BLUR, Tool.CROP):
                pen = QPen(QColor("#0969da"), 2 / self.scale(), Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawRect(drag.rect)
            else:
                paint_edit(painter, drag, image)
            painter.restore()
        if self.hasFocus():  # visible keyboard focus on a surface with no text cursor
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
        painter.end()

    # ---- drawing ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        point = self.to_image(event.position())
        if self.tool is Tool.TEXT:
            self._start_text(event.position().toPoint(), point)
            return
        self._drag = Edit(self.tool, point, point)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag is None:
            return super().mouseMoveEvent(event)
        self._drag = Edit(self._drag.tool, self._drag.start, self.to_image(event.position()))
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        edit = Edit(self._drag.tool, self._drag.start, self.to_image(event.position()))
        self._drag = None
        self.apply(edit)

    def apply(self, edit: Edit) -> bool:
        """Add an edit (also for tests and keyboard paths); repaints and resizes after a crop."""
        added = self.document.add(edit)
        if added:
            self._after_change()
        else:
            self.update()
        return added

    def undo(self) -> bool:
        if self.document.undo() is None:
            return False
        self._after_change()
        return True

    def _after_change(self) -> None:
        self._describe()
        self.updateGeometry()
        self.resize(self.sizeHint())
        self.update()
        self.edited.emit()

    # ---- text ------------------------------------------------------------------------------
    def _start_text(self, at: QPoint, image_point: QPointF) -> None:
        self._finish_text()
        field = TextField(self)
        field.setObjectName("markupTextField")
        field.setAccessibleName("Text to write on the picture")
        field.setPlaceholderText("Type, then Enter")
        field.setMaxLength(MAX_TEXT_CHARS)
        field.setFrame(True)
        field.setMinimumWidth(160)
        field.move(min(at.x(), max(0, self.width() - 160)), max(0, min(at.y() - field.sizeHint().height(),
                                                                     self.height() - field.sizeHint().height())))
        field.setProperty("image_point", image_point)
        field.returnPressed.connect(self._finish_text)
        field.editingFinished.connect(self._finish_text)
        field.show()
        field.setFocus(Qt.FocusReason.MouseFocusReason)
        self._text_edit = field

    def _finish_text(self) -> None:
        field, self._text_edit = self._text_edit, None
        if field is None:
            return
        point = field.property("image_point")
        text = field.text()
        field.hide()
        field.deleteLater()
        if isinstance(point, QPointF) and text.strip():
            self.apply(Edit(Tool.TEXT, point, point, text))
        self.text_finished.emit()

    # ---- keys ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


class MarkupEditor(QWidget):
    """The bar of tools above the picture. `image()` is the marked-up capture."""

    changed = Signal()

    def __init__(self, image: QImage, fit: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("markupEditor")
        self.document = MarkupDocument(image)
        self.canvas = MarkupCanvas(self.document, fit, image.devicePixelRatio(), self)
        self.canvas.edited.connect(self._on_edited)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        bar = QWidget(self)
        bar.setObjectName("markupBar")
        bar.setAccessibleName("Markup tools")
        row = QHBoxLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self.tool_group = QButtonGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_buttons: dict[Tool, QToolButton] = {}
        for tool, label, tip in TOOLS:
            button = QToolButton(bar)
            button.setText(label)
            button.setObjectName(f"markup{label}")
            button.setToolTip(tip)
            button.setAccessibleName(f"{label} tool")
            button.setAccessibleDescription(tip)
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click keeps the focus in the memo
            button.setAutoRaise(True)
            self.tool_group.addButton(button)
            button.toggled.connect(lambda on, t=tool: self.set_tool(t) if on else None)
            row.addWidget(button)
            self.tool_buttons[tool] = button
        row.addStretch(1)
        self.undo_button = QToolButton(bar)
        self.undo_button.setObjectName("markupUndo")
        self.undo_button.setText("Undo")
        self.undo_button.setToolTip("Undo the last markup (Ctrl+Z while the picture has the focus)")
        self.undo_button.setAccessibleName("Undo markup")
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.undo_button.setAutoRaise(True)
        self.undo_button.clicked.connect(self.canvas.undo)
        row.addWidget(self.undo_button)
        layout.addWidget(bar)
        layout.addWidget(self.canvas, 0, Qt.AlignmentFlag.AlignHCenter)
        self.tool_buttons[Tool.ARROW].setChecked(True)
        self._on_edited()

    def set_tool(self, tool: Tool) -> None:
        self.canvas.tool = tool
        button = self.tool_buttons[tool]
        if not button.isChecked():
            button.setChecked(True)

    @property
    def modified(self) -> bool:
        return self.document.modified

    def image(self) -> QImage:
        return self.document.image()

    def _on_edited(self) -> None:
        self.undo_button.setEnabled(self.document.modified)
        self.changed.emit()
