"""Graphics items of the canvas: memory cards (Figure 4), group frames, links, low-zoom labels.

Items are cheap plain QGraphicsItems that mirror one model row each; they hold a copy of that row
and derived text caches, never state of their own. Geometry comes from the layout, colours and
sizes from the shared CanvasTheme. At low zoom (level of detail) cards draw as compact tiles.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING
from urllib.parse import urlparse

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from contexty_qt.core.lru import ByteBudgetLRU
from contexty_qt.core.model import AnalysisState, Group, Link, Memory, Origin, SourceType
from contexty_qt.core.redaction import memory_secrets, secrets_notice
from contexty_qt.ui.canvas.layout import UNASSIGNED
from contexty_qt.ui.canvas.theme import CanvasTheme, SourceColors

if TYPE_CHECKING:
    from contexty_qt.ui.canvas.secret_counts import SecretCounter
    from contexty_qt.ui.canvas.thumbnails import ThumbnailCache

DETAIL_LOD = 0.5  # below this zoom cards draw as compact tiles
TILE_TEXT_LOD = 0.1  # below this, tiles are plain colour
Z_FRAME, Z_LINK, Z_CARD, Z_LABEL, Z_DRAG, Z_OVERLAY = 0.0, 50.0, 100.0, 200.0, 1000.0, 2000.0

SOURCE_NAMES = {SourceType.SNIPPET: "Snippet", SourceType.OBSERVATION: "Observation", SourceType.CHAT: "Chat"}
SECRETS_FILL = QColor("#B86E00")  # amber: readable with white text on light and dark canvases


def _redacting() -> bool:
    return True


@dataclass
class CanvasContext:
    """What every item needs to draw, shared (one object) so a change reaches all items."""

    theme: CanvasTheme
    thumbnails: ThumbnailCache | None = None
    spinner_phase: float = 0.0  # degrees; advanced by the scene while cards are being analysed
    now: datetime = field(default_factory=lambda: datetime.now().astimezone())
    # the secrets badge: cached OCR text by image name (OcrService.cached), and whether
    # privacy.redact_secrets is on (the tooltip says what happens to them)
    ocr_lookup: Callable[[str], str | None] | None = None
    redaction_enabled: Callable[[], bool] = _redacting
    # counts on a worker thread (the app's canvas); without one a card counts in its first paint
    secret_counter: SecretCounter | None = None
    # the cards holding a laid-out text, least recently painted first: past the budget a card
    # drops its layout and lays it out again when next painted (docs/CACHES.md)
    layouts: ByteBudgetLRU[int, CardItem] = field(
        default_factory=lambda: ByteBudgetLRU(LAYOUT_BUDGET_BYTES, CardItem.layout_bytes,
                                              on_evict=lambda _id, card: card.drop_layout()))


WRAP_CHARS_PER_LINE = 400  # more than any card line holds: only this prefix is laid out
LAYOUT_BUDGET_BYTES = 4 * 1024 * 1024  # ~3,000 cards' wrapped lines


def wrap_lines(text: str, font: QFont, width: float, max_lines: int) -> list[str]:
    """Word-wrapped lines (a word longer than a line breaks anywhere), the last one elided when the
    text does not fit. Only a prefix is laid out: a 1 MB capture took seconds on the GUI thread."""
    if width <= 0 or max_lines <= 0:
        return []
    text = text.lstrip()
    limit = max_lines * WRAP_CHARS_PER_LINE
    clipped = len(text) > limit
    text = " ".join(text[:limit].split())
    if not text:
        return []
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] = []
    last_start = 0
    while len(lines) < max_lines:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        last_start = line.textStart()
        lines.append(text[last_start: last_start + line.textLength()].rstrip())
    layout.endLayout()
    consumed = sum(len(x) for x in lines)
    if lines and (clipped or (last_start + len(lines[-1]) < len(text.rstrip()) and consumed < len(text))):
        rest = text[last_start:] + ("…" if clipped else "")
        lines[-1] = QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return lines


def when_text(when: datetime, now: datetime) -> str:
    local = when.astimezone()
    if local.date() == now.date():
        return local.strftime("%H:%M")
    if local.year == now.year:
        return f"{local.day} {local.strftime('%b %H:%M')}"
    return f"{local.day} {local.strftime('%b %Y')}"


def url_host(url: str) -> str:
    try:
        host = urlparse(url).hostname or ""
    except ValueError:
        host = ""
    return host.removeprefix("www.") or url


def _font(base: QFont, scale: float = 1.0, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(base)
    if scale != 1.0:
        if base.pointSizeF() > 0:
            font.setPointSizeF(base.pointSizeF() * scale)
        else:
            font.setPixelSize(max(1, round(base.pixelSize() * scale)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


# ---- cards ------------------------------------------------------------------------------------
def card_footprint(memory: Memory, theme: CanvasTheme) -> tuple[float, float]:
    """The size a card takes on the canvas: the card, plus its sticky note when it has a memo."""
    width = theme.card_w + (theme.note_w - theme.note_overlap if memory.memo.strip() else 0)
    return width, theme.card_h


def tile_rects(t: CanvasTheme, x: float, y: float, note: bool) -> tuple[QRectF, QRectF, QRectF | None]:
    """A card far zoomed out (below TILE_TEXT_LOD) at (x, y): its body, its source's strip, its note."""
    return (QRectF(x, y, t.card_w, t.card_h), QRectF(x, y, t.card_w, t.line * 1.2),
            QRectF(x + t.card_w - t.note_overlap, y + t.line * 1.6, t.note_w, t.card_h * 0.62) if note else None)


@dataclass
class _CardText:
    """Text laid out once per content change; paint only draws these."""

    title: list[str]
    provenance: str
    preview: list[str]
    tags: list[tuple[str, float]]  # chip text and width
    more_tags: int
    context: list[str]
    memo: list[str]
    error: list[str]


class CardItem(QGraphicsItem):
    """One memory as a card (Figure 4) with its memo as a sticky note beside it."""

    def __init__(self, memory: Memory, ctx: CanvasContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.memory = memory
        self.node_kind = "memory"
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z_CARD)
        # a card is painted once per zoom level into a pixmap, then blitted: panning and dragging
        # cost a copy, not a re-layout of its text
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.match: bool | None = None  # search: None (no search), True hit, False miss
        self.plan_note = ""  # "Prompt with AI" preview text over the card
        self._text: _CardText | None = None
        self._secrets: int | None = None  # likely secrets in memo/text/OCR, counted at first paint
        self._tile_cache: tuple[int, list[str], QFont] | None = None
        self._thumb_asked = False  # the decoded image lives in the bounded cache only (thumbnails.py)
        self._rect = QRectF()
        self._update_geometry()

    # -- data --
    def set_fast_zoom(self, scale: float | None) -> None:
        """During a zoom gesture, scale one pixmap rendered at `scale` times the card's size
        instead of re-rendering at every step; None: back at rest, render crisply at the exact zoom."""
        if scale is not None:
            w, h = self.footprint()
            self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache,
                              QSize(max(8, int(w * scale)), max(8, int(h * scale))))
        else:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def layout_key(self) -> tuple[object, ...]:
        """What the layout reads from this card; a change of anything else only needs a repaint."""
        m = self.memory
        return (m.group_id, m.pos_x, m.pos_y, m.hidden, m.archived, m.captured_at, self.footprint())

    def set_memory(self, memory: Memory) -> bool:
        """Take a new copy of the row; True when the layout must run again (see layout_key)."""
        if memory == self.memory:
            return False
        old_key = self.layout_key()
        old_shape = (self.footprint(), self.memory.updated)
        if memory.image != self.memory.image:
            self._thumb_asked = False
        self.memory = memory
        self._text, self._tile_cache, self._secrets = None, None, None
        if (self.footprint(), memory.updated) != old_shape:
            self._update_geometry()
        self.update()
        return self.layout_key() != old_key

    def theme_changed(self) -> None:
        self._text, self._tile_cache = None, None
        self._update_geometry()
        self.update()

    def has_note(self) -> bool:
        return bool(self.memory.memo.strip())

    def footprint(self) -> tuple[float, float]:
        return card_footprint(self.memory, self.ctx.theme)

    def _update_geometry(self) -> None:
        self.prepareGeometryChange()
        w, h = self.footprint()
        self._rect = QRectF(0, 0, w, h)

    def boundingRect(self) -> QRectF:
        # room for the selection outline, the badges over the top edge and a plan note below it
        line = self.ctx.theme.line
        return self._rect.adjusted(-4, -line * 0.7, 4, line * 0.9)

    def card_rect(self) -> QRectF:
        t = self.ctx.theme
        return QRectF(0, 0, t.card_w, t.card_h)

    def note_rect(self) -> QRectF:
        t = self.ctx.theme
        return QRectF(t.card_w - t.note_overlap, t.line * 1.6, t.note_w, t.card_h * 0.62)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        if self.has_note():
            path.addRect(self.note_rect())
        if self.memory.updated:
            path.addRect(self.badge_rect())
        return path

    # -- hit parts (interactions ask which control is under the mouse) --
    def edit_button_rect(self) -> QRectF:
        t = self.ctx.theme
        size = t.line * 1.5
        return QRectF(t.card_w - size - t.line * 0.45, t.line * 0.55, size, size)

    def title_rect(self) -> QRectF:
        """Where the title's two lines are drawn (double-click there edits it in place)."""
        t = self.ctx.theme
        fm = QFontMetricsF(_font(t.font, 1.1, bold=True))
        pad = t.line * 0.7
        return QRectF(pad, t.line * 0.75, t.card_w - 2 * pad - t.line * 1.8, fm.lineSpacing() * 2)

    def badge_rect(self) -> QRectF:
        t = self.ctx.theme
        fm = QFontMetricsF(_font(t.font, 0.85, bold=True))
        return QRectF(t.line * 0.6, -t.line * 0.55, fm.horizontalAdvance("Updated") + t.line * 0.9, t.line * 1.1)

    def secrets_count(self) -> int:
        """Likely secrets in the capture (memo, text, OCR text); sets the card's tooltip to say so.
        Asked for when the card is first painted (only visible cards pay), cached until the row changes."""
        if self._secrets is None:
            m, counter = self.memory, self.ctx.secret_counter
            if counter is not None:
                counts = counter.get(m)
                if counts is None:
                    counter.request(m)  # the scene calls secrets_counted() when it arrives
                    return 0
            else:
                ocr = self.ctx.ocr_lookup(m.image) or "" if m.image and self.ctx.ocr_lookup is not None else ""
                counts = memory_secrets(m, ocr)
            self._secrets = sum(counts.values())
            self.setToolTip(secrets_notice(counts, redacting=self.ctx.redaction_enabled()))
        return self._secrets

    def secrets_counted(self) -> None:
        self._secrets = None
        self.update()

    def secrets_label(self) -> str:
        count = self.secrets_count()
        return f"{count} secret{'s' if count != 1 else ''}"

    def secrets_rect(self) -> QRectF:
        t = self.ctx.theme
        fm = QFontMetricsF(_font(t.font, 0.85, bold=True))
        left = self.badge_rect().right() + t.line * 0.4 if self.memory.updated else t.line * 0.6
        return QRectF(left, -t.line * 0.55, fm.horizontalAdvance(self.secrets_label()) + t.line * 0.9,
                      t.line * 1.1)

    def retry_rect(self) -> QRectF:
        t = self.ctx.theme
        fm = QFontMetricsF(_font(t.font, 0.95, bold=True))
        w = fm.horizontalAdvance("Retry") + t.line * 1.2
        return QRectF(t.card_w - w - t.line * 0.6, t.card_h - t.line * 1.9, w, t.line * 1.4)

    def part_at(self, pos: QPointF) -> str:
        if self.edit_button_rect().contains(pos):
            return "edit"
        if self.memory.updated and self.badge_rect().adjusted(-2, -2, 2, 2).contains(pos):
            return "badge"
        if self.memory.analysis_state is AnalysisState.FAILED and self.retry_rect().contains(pos):
            return "retry"
        if self.has_note() and self.note_rect().contains(pos) and not self.card_rect().contains(pos):
            return "note"
        return "body"

    # -- text --
    def layout_bytes(self) -> int:
        """Estimated size of this card's laid-out text (str: ~1 byte per ASCII character + 50)."""
        text, tile = self._text, self._tile_cache
        lines = [] if text is None else [*text.title, text.provenance, *text.preview, *(c[0] for c in text.tags),
                                          *text.context, *text.memo, *text.error]
        lines += [] if tile is None else tile[1]
        return 400 + sum(50 + len(line) for line in lines)

    def drop_layout(self) -> None:
        self._text, self._tile_cache = None, None

    def _laid_out(self) -> None:
        self.ctx.layouts.put(self.memory.id, self)  # (re)counted and now the most recently used

    def _layout_text(self) -> _CardText:
        if self._text is not None:
            self.ctx.layouts.get(self.memory.id)
            return self._text
        t, m = self.ctx.theme, self.memory
        pad = t.line * 0.7
        inner = t.card_w - 2 * pad
        title_font = _font(t.font, 1.1, bold=True)
        small = _font(t.font, 0.9)
        title = wrap_lines(m.display_title(), title_font, inner - t.line * 1.8, 2)
        parts = [p for p in (m.provenance.app, url_host(m.provenance.url) if m.provenance.url else "",
                             when_text(m.captured_at, self.ctx.now)) if p]
        provenance = QFontMetricsF(small).elidedText(" · ".join(parts), Qt.TextElideMode.ElideRight, inner)
        preview_text = m.text if m.text.strip() else (m.summary if not m.image else "")
        preview = wrap_lines(preview_text, small, inner - t.line * 0.8, 4) if not m.image else []
        chip_font = _font(t.font, 0.85)
        fm = QFontMetricsF(chip_font)
        chips: list[tuple[str, float]] = []
        x, more = 0.0, 0
        for i, tag in enumerate(m.tags):
            label = fm.elidedText(tag, Qt.TextElideMode.ElideRight, inner * 0.6)
            width = fm.horizontalAdvance(label) + t.line * 0.8
            reserve = fm.horizontalAdvance(f"+{len(m.tags) - i}") + t.line * 0.8 if i < len(m.tags) - 1 else 0
            if x + width + reserve > inner:
                more = len(m.tags) - i
                break
            chips.append((label, width))
            x += width + t.line * 0.3
        context_font = _font(t.font, 0.9, italic=True)
        if m.analysis_state is AnalysisState.PENDING and m.analysis_error:
            context_src = m.analysis_error  # "Waiting to retry: <why>" while the model is unreachable
        elif m.analysis_state is AnalysisState.PENDING and not m.user_context:
            context_src = "Analysing… the AI's reading of your context appears here."
        else:
            context_src = m.user_context or m.summary or "No context yet."
        context = wrap_lines(context_src, context_font, inner - t.line * 0.8, 3)
        memo = wrap_lines(m.memo, _font(t.font, 0.95), t.note_w - t.note_overlap - t.line * 0.9, 7) \
            if self.has_note() else []
        error = wrap_lines(f"Analysis failed: {m.analysis_error or 'unknown error'}", small,
                           inner - self.retry_rect().width() - t.line * 0.6, 2) \
            if m.analysis_state is AnalysisState.FAILED else []
        self._text = text = _CardText(title, provenance, preview, chips, more, context, memo, error)
        self._laid_out()
        return text

    # -- painting --
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        t, m = self.ctx.theme, self.memory
        colors = t.sources[m.source]
        faded = m.archived or m.hidden
        if self.match is False:
            painter.setOpacity(0.22)
        elif faded:
            painter.setOpacity(0.55)
        if lod < DETAIL_LOD:
            self._paint_tile(painter, lod, colors)
        else:
            self._paint_card(painter, colors)
        painter.setOpacity(1.0)
        self._paint_outline(painter, lod)
        if lod >= DETAIL_LOD:
            self._paint_pills(painter)  # over the outline: a selected card's frame would cut through them

    def _paint_pills(self, painter: QPainter) -> None:
        """Updated, N secrets, Archived/Hidden: pills astride the card's top edge."""
        t, m = self.ctx.theme, self.memory
        if m.updated:
            self._paint_pill(painter, self.badge_rect(), "Updated", t.badge, QColor("white"))
        if self.secrets_count():
            self._paint_pill(painter, self.secrets_rect(), self.secrets_label(), SECRETS_FILL, QColor("white"))
        flag = "Archived" if m.archived else ("Hidden" if m.hidden else "")
        if flag:
            bf = _font(t.font, 0.85, bold=True)
            w = QFontMetricsF(bf).horizontalAdvance(flag) + t.line * 0.9
            self._paint_pill(painter, QRectF(t.card_w - w - t.line * 2.4, -t.line * 0.55, w, t.line * 1.1), flag,
                             t.muted, t.background)

    def _paint_outline(self, painter: QPainter, lod: float) -> None:
        t = self.ctx.theme
        color = None
        if self.isSelected():
            color = t.selection
        elif self.match is True:
            color = t.search_hit
        if color is None:
            return
        pen = QPen(color, max(2.5, 3.0 / max(lod, 0.05)))
        pen.setCosmetic(False)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.card_rect().adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9)

    def _paint_tile(self, painter: QPainter, lod: float, colors: SourceColors) -> None:
        t, m = self.ctx.theme, self.memory
        rect = self.card_rect()
        body, strip, note = tile_rects(t, 0, 0, self.has_note())
        painter.setPen(Qt.PenStyle.NoPen)
        for part, brush in ((body, colors.fill), (strip, colors.accent), (note, t.note_fill)):
            if part is not None:
                painter.setBrush(brush)
                painter.drawRect(part)
        if lod < TILE_TEXT_LOD:
            return
        # the title in a font large enough to read at this zoom (about 12 px on screen), in steps
        # of 25 % so a zoom gesture reuses the wrapped lines instead of re-wrapping every card
        pixel = max(t.line * 0.9, min(rect.height() / 4.2, 12.5 / lod))
        key = round(1.25 ** round(math.log(pixel, 1.25)))
        if self._tile_cache is None or self._tile_cache[0] != key:
            font = QFont(t.font)
            font.setPixelSize(key)
            font.setBold(True)
            lines = wrap_lines(m.display_title(), font, rect.width() - t.line * 1.2 - t.note_overlap,
                               max(1, int((rect.height() - t.line * 1.8) // (key * 1.25))))
            self._tile_cache = (key, lines, font)
            self._laid_out()
        else:
            self.ctx.layouts.get(self.memory.id)
        _, lines, font = self._tile_cache
        painter.save()  # a word longer than the tile must not run over the sticky note
        painter.setClipRect(QRectF(0, 0, rect.width() - (t.note_overlap if self.has_note() else 0), rect.height()))
        painter.setFont(font)
        painter.setPen(t.text)
        y = t.line * 1.6
        step = QFontMetricsF(font).lineSpacing()
        for line in lines:
            painter.drawText(QPointF(t.line * 0.6, y + QFontMetricsF(font).ascent()), line)
            y += step
        painter.restore()
        if m.updated or m.analysis_state is not AnalysisState.DONE:
            dot = t.badge if m.updated else (t.error if m.analysis_state is AnalysisState.FAILED else t.muted)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(dot)
            r = max(t.line * 0.6, 6 / lod)
            painter.drawEllipse(QPointF(rect.width() - r * 1.5, rect.height() - r * 1.5), r, r)

    def _paint_card(self, painter: QPainter, colors: SourceColors) -> None:
        t, m = self.ctx.theme, self.memory
        text = self._layout_text()
        fill, accent, chip = colors.fill, colors.accent, colors.chip
        rect = self.card_rect()
        pad = t.line * 0.7
        inner = t.card_w - 2 * pad
        # body and header stripe (antialiased rounded shapes are the costly part of a card: few)
        border = QPen(accent.darker(115) if not t.dark else accent, 1.3)
        if m.hidden:
            border.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(border)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 9, 9)
        painter.save()  # the header stripe: the card's rounded top, in the accent colour
        painter.setClipRect(QRectF(0, 0, rect.width(), t.line * 0.35))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(accent)
        painter.drawRoundedRect(rect, 9, 9)
        painter.restore()

        y = t.line * 0.75
        # (A) title
        title_font = _font(t.font, 1.1, bold=True)
        painter.setFont(title_font)
        painter.setPen(t.text)
        fm = QFontMetricsF(title_font)
        for line in text.title:
            painter.drawText(QPointF(pad, y + fm.ascent()), line)
            y += fm.lineSpacing()
        y = max(y, t.line * 0.75 + fm.lineSpacing() * 2) + t.line * 0.15
        # (B) provenance
        small = _font(t.font, 0.9)
        sfm = QFontMetricsF(small)
        painter.setFont(small)
        painter.setPen(t.muted)
        painter.drawText(QPointF(pad, y + sfm.ascent()), text.provenance)
        y += sfm.lineSpacing() + t.line * 0.35
        # (C) raw content preview
        preview = QRectF(pad, y, inner, t.line * 5.0)
        painter.fillRect(preview, t.preview_fill)
        if m.image:
            self._paint_thumbnail(painter, preview)
        else:
            painter.setFont(small)
            painter.setPen(t.text)
            ly = preview.top() + t.line * 0.3
            for line in text.preview:
                painter.drawText(QPointF(preview.left() + t.line * 0.4, ly + sfm.ascent()), line)
                ly += sfm.lineSpacing()
        y = preview.bottom() + t.line * 0.45
        # (D) tags as chips
        chip_font = _font(t.font, 0.85)
        cfm = QFontMetricsF(chip_font)
        painter.setFont(chip_font)
        x = pad
        chip_h = t.line * 1.15
        for label, width in text.tags:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(chip)
            painter.drawRoundedRect(QRectF(x, y, width, chip_h), chip_h / 2, chip_h / 2)
            painter.setPen(t.text)
            painter.drawText(QRectF(x, y, width, chip_h), Qt.AlignmentFlag.AlignCenter, label)
            x += width + t.line * 0.3
        if text.more_tags:
            painter.setPen(t.muted)
            painter.drawText(QPointF(x + 2, y + (chip_h + cfm.ascent() - cfm.descent()) / 2), f"+{text.more_tags}")
        if not text.tags and not text.more_tags:
            painter.setPen(t.muted)
            painter.drawText(QPointF(x, y + (chip_h + cfm.ascent() - cfm.descent()) / 2),
                             "no tags yet" if m.analysis_state is not AnalysisState.DONE else "no tags")
        y += chip_h + t.line * 0.4
        # (E) the AI's reading of the user's context, or the failure with a retry button
        if m.analysis_state is AnalysisState.FAILED:
            self._paint_failure(painter, y, text)
        else:
            box = QRectF(pad, y, inner, rect.bottom() - y - pad * 0.8)
            painter.fillRect(QRectF(box.left(), box.top(), max(2.0, t.line * 0.15), box.height()), accent)
            cf = _font(t.font, 0.9, italic=True)
            cfm2 = QFontMetricsF(cf)
            painter.setFont(cf)
            painter.setPen(t.muted if m.analysis_state is AnalysisState.PENDING else t.text)
            ly = box.top() + t.line * 0.25
            for line in text.context:
                painter.drawText(QPointF(box.left() + t.line * 0.4, ly + cfm2.ascent()), line)
                ly += cfm2.lineSpacing()
        # edit button, analysing spinner, Updated badge
        self._paint_edit_button(painter)
        if m.analysis_state is AnalysisState.PENDING:
            self._paint_spinner(painter)
        if self.has_note():
            self._paint_note(painter, text)
        if self.plan_note:
            self._paint_plan_note(painter)

    def _paint_thumbnail(self, painter: QPainter, box: QRectF) -> None:
        t = self.ctx.theme
        cache = self.ctx.thumbnails
        pix = cache.get(self.memory.image) if cache is not None and self.memory.image else None
        if pix is None and cache is not None and self.memory.image and not self._thumb_asked:
            self._thumb_asked = True  # asked once per time it is missing, not at every paint
            cache.request(self.memory.image)
        if pix is None or pix.isNull():
            painter.setPen(t.muted)
            painter.setFont(_font(t.font, 0.9, italic=True))
            message = "Screenshot" if cache is not None else "Screenshot (preview off)"
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, message)
            return
        self._thumb_asked = False  # evicted later: painting asks for it again
        dpr = pix.devicePixelRatio() or 1.0
        size = pix.size().toSizeF() / dpr
        scale = min((box.width() - 6) / size.width(), (box.height() - 6) / size.height())
        w, h = size.width() * scale, size.height() * scale
        target = QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(target, pix, QRectF(pix.rect()))

    def thumbnail_ready(self) -> None:
        self._thumb_asked = False
        self.update()

    def _paint_failure(self, painter: QPainter, y: float, text: _CardText) -> None:
        t = self.ctx.theme
        pad = t.line * 0.7
        box = QRectF(pad, y, t.card_w - 2 * pad, t.card_h - y - pad * 0.8)
        painter.fillRect(box, QColor(t.error.red(), t.error.green(), t.error.blue(), 28))
        painter.fillRect(QRectF(box.left(), box.top(), max(2.0, t.line * 0.15), box.height()), t.error)
        small = _font(t.font, 0.9)
        fm = QFontMetricsF(small)
        painter.setFont(small)
        painter.setPen(t.error if not t.dark else t.text)
        ly = box.top() + t.line * 0.25
        for line in text.error:
            painter.drawText(QPointF(box.left() + t.line * 0.4, ly + fm.ascent()), line)
            ly += fm.lineSpacing()
        button = self.retry_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.error)
        painter.drawRoundedRect(button, 5, 5)
        painter.setPen(QColor("white"))
        painter.setFont(_font(t.font, 0.95, bold=True))
        painter.drawText(button, Qt.AlignmentFlag.AlignCenter, "Retry")

    def _paint_edit_button(self, painter: QPainter) -> None:
        t = self.ctx.theme
        r = self.edit_button_rect()
        painter.setPen(QPen(t.muted, 1))
        painter.setBrush(QColor(255, 255, 255, 30) if t.dark else QColor(255, 255, 255, 180))
        painter.drawRoundedRect(r, 5, 5)
        # a pencil: a slanted body and its tip
        c = r.center()
        s = r.width() * 0.28
        pen = QPen(t.text, max(1.2, t.line * 0.09))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QLineF(c.x() - s, c.y() + s, c.x() + s, c.y() - s))
        painter.drawLine(QLineF(c.x() - s, c.y() + s, c.x() - s * 0.55, c.y() + s * 0.55 + s * 0.45))
        painter.drawLine(QLineF(c.x() + s * 0.6, c.y() - s * 1.4 + s * 0.2, c.x() + s * 1.4, c.y() - s * 0.6))

    def _paint_spinner(self, painter: QPainter) -> None:
        t = self.ctx.theme
        button = self.edit_button_rect()
        size = t.line * 1.1
        r = QRectF(button.left() - size - t.line * 0.4, button.center().y() - size / 2, size, size)
        pen = QPen(t.muted, max(1.5, t.line * 0.14))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(r, int(-self.ctx.spinner_phase * 16), 270 * 16)

    def _paint_pill(self, painter: QPainter, rect: QRectF, label: str, fill: QColor, color: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(color)
        painter.setFont(_font(self.ctx.theme.font, 0.85, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_note(self, painter: QPainter, text: _CardText) -> None:
        t = self.ctx.theme
        note = self.note_rect()
        painter.fillRect(note.translated(2, 3), QColor(0, 0, 0, 70 if t.dark else 35))
        painter.fillRect(note, t.note_fill)
        painter.fillRect(QRectF(note.left(), note.top(), note.width(), t.line * 0.4), t.note_fill.darker(112))
        label = _font(t.font, 0.8, bold=True)
        painter.setFont(label)
        painter.setPen(t.note_text)
        lfm = QFontMetricsF(label)
        x = t.card_w + t.line * 0.45  # clear of the card's edge and its selection outline
        y = note.top() + t.line * 0.65
        painter.drawText(QPointF(x, y + lfm.ascent()), "YOUR MEMO")
        y += lfm.lineSpacing() + t.line * 0.2
        font = _font(t.font, 0.95)
        fm = QFontMetricsF(font)
        painter.setFont(font)
        for line in text.memo:
            if y + fm.lineSpacing() > note.bottom() - t.line * 0.3:
                break
            painter.drawText(QPointF(x, y + fm.ascent()), line)
            y += fm.lineSpacing()

    def _paint_plan_note(self, painter: QPainter) -> None:
        t = self.ctx.theme
        font = _font(t.font, 0.9, bold=True)
        fm = QFontMetricsF(font)
        text = fm.elidedText(self.plan_note, Qt.TextElideMode.ElideRight, t.card_w - t.line)
        w = fm.horizontalAdvance(text) + t.line
        rect = QRectF((t.card_w - w) / 2, t.card_h - t.line * 0.7, w, t.line * 1.4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.link)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor("white"))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# ---- frames -----------------------------------------------------------------------------------
class FrameItem(QGraphicsItem):
    """A group (or the Unassigned area) as a labelled group frame; nesting from the model."""

    def __init__(self, group: Group | None, ctx: CanvasContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.tree_group = group  # None: the Unassigned area
        self.node_kind = "group"
        self.depth = 0
        self.member_count = 0
        self.child_count = 0
        self.drop_target = False
        self.match: bool | None = None
        self.plan_note = ""
        self._rect = QRectF(0, 0, 10, 10)
        self._summary_cache: tuple[float, str] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, group is not None)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)  # exposedRect
        self.setZValue(Z_FRAME)

    @property
    def frame_id(self) -> int:
        return self.tree_group.id if self.tree_group is not None else UNASSIGNED

    @property
    def collapsed(self) -> bool:
        return self.tree_group is not None and self.tree_group.collapsed

    def set_group(self, group: Group) -> None:
        if group != self.tree_group:
            self.tree_group = group
            self._summary_cache = None
            self.update()

    def set_counts(self, members: int, children: int) -> None:
        if (members, children) != (self.member_count, self.child_count):
            self.member_count, self.child_count = members, children
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Size from the layout; position is set separately (and may be animated)."""
        local = QRectF(0, 0, rect.width(), rect.height())
        if local != self._rect:
            self.prepareGeometryChange()
            self._rect = local
            self._summary_cache = None

    def set_depth(self, depth: int) -> None:
        self.depth = depth
        self.setZValue(Z_FRAME + depth)

    def set_drop_target(self, on: bool) -> None:
        if on != self.drop_target:
            self.drop_target = on
            self.update()

    def theme_changed(self) -> None:
        self._summary_cache = None
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def header_rect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self.ctx.theme.metrics().header)

    def collapse_rect(self) -> QRectF:
        t = self.ctx.theme
        return QRectF(t.line * 0.5, t.line * 0.55, t.line * 1.3, t.line * 1.3)

    def part_at(self, pos: QPointF) -> str:
        if self.tree_group is not None and self.collapse_rect().adjusted(-3, -3, 3, 3).contains(pos):
            return "collapse"
        if self.header_rect().contains(pos):
            return "header"
        return "body"

    def name_rect(self) -> QRectF:
        t = self.ctx.theme
        left = self.collapse_rect().right() + t.line * 0.4
        return QRectF(left, t.line * 0.45, self._rect.width() - left - t.line * 4.5, t.line * 1.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = self.ctx.theme
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        rect = self._rect
        if self.match is False:
            painter.setOpacity(0.5)
        if self.tree_group is None:
            pen = QPen(t.unassigned_border, 1.5 / max(lod, 0.1))
            pen.setStyle(Qt.PenStyle.DashLine)
            fill = t.background
        else:
            pen = QPen(t.frame_border, max(1.2, 1.0 / max(lod, 0.1)))
            fill = t.frame_fill(self.depth)
        if self.drop_target:
            pen = QPen(t.drop_target, max(3.0, 3.0 / max(lod, 0.1)))
            fill = QColor(t.drop_target)
            fill.setAlpha(45)
        elif self.isSelected():
            pen = QPen(t.selection, max(2.5, 2.5 / max(lod, 0.1)))
        radius = t.line * 0.8
        exposed = option.exposedRect
        inner = rect.adjusted(radius + pen.widthF(), radius + pen.widthF(), -radius - pen.widthF(),
                              -radius - pen.widthF())
        if not exposed.isEmpty() and inner.contains(exposed):
            # only the inside of a big frame is being repainted (panning within it): a plain
            # fill, no antialiased outline of a rectangle thousands of pixels wide
            painter.fillRect(exposed, fill)
        else:
            painter.setPen(pen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, radius, radius)
        if lod < DETAIL_LOD or (not exposed.isEmpty() and not exposed.intersects(self.header_rect())
                         and not (self.member_count == 0 and self.child_count == 0) and not self.plan_note):
            return  # the name is drawn by the low-zoom label instead, or the header is not exposed
        # header: chevron, name, counts, summary
        name_font = _font(t.font, 1.15, bold=True)
        painter.setFont(name_font)
        painter.setPen(t.text if self.tree_group is not None else t.muted)
        nr = self.name_rect()
        if self.tree_group is None:
            nr.setLeft(t.line * 0.8)
        name = self.tree_group.name if self.tree_group is not None else "Unassigned"
        painter.drawText(nr, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, nr.width()))
        if self.tree_group is not None:
            self._paint_chevron(painter)
        count = _count_text(self.member_count, self.child_count)
        small = _font(t.font, 0.9)
        painter.setFont(small)
        painter.setPen(t.muted)
        painter.drawText(QRectF(0, nr.top(), rect.width() - t.line * 0.8, nr.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, count)
        summary = self._summary_line(small, rect.width() - nr.left() - t.line * 0.8)
        if summary:
            painter.drawText(QRectF(nr.left(), nr.bottom() + t.line * 0.1, rect.width() - nr.left() - t.line * 0.8,
                                    t.line * 1.2), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, summary)
        if self.member_count == 0 and self.child_count == 0 and not self.collapsed:
            painter.setPen(t.muted)
            painter.setFont(_font(t.font, 0.95, italic=True))
            body = QRectF(0, self.header_rect().bottom(), rect.width(), rect.height() - self.header_rect().bottom())
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, "Empty group: drop cards here")
        if self.plan_note:
            font = _font(t.font, 0.9, bold=True)
            fm = QFontMetricsF(font)
            text = fm.elidedText(self.plan_note, Qt.TextElideMode.ElideRight, rect.width() - t.line * 2)
            w = fm.horizontalAdvance(text) + t.line
            pill = QRectF(rect.width() - w - t.line, -t.line * 0.7, w, t.line * 1.4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(t.link)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor("white"))
            painter.setFont(font)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def _summary_line(self, font: QFont, width: float) -> str:
        if self.tree_group is None:
            return "Cards in no group yet"
        if self._summary_cache is None or self._summary_cache[0] != width:
            text = " ".join(self.tree_group.summary.split())
            self._summary_cache = (width, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width))
        return self._summary_cache[1]

    def _paint_chevron(self, painter: QPainter) -> None:
        t = self.ctx.theme
        r = self.collapse_rect()
        c = r.center()
        s = r.width() * 0.28
        pen = QPen(t.muted, max(1.4, t.line * 0.12))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.collapsed:  # pointing right
            points = [QPointF(c.x() - s * 0.5, c.y() - s), QPointF(c.x() + s * 0.6, c.y()),
                      QPointF(c.x() - s * 0.5, c.y() + s)]
        else:  # pointing down
            points = [QPointF(c.x() - s, c.y() - s * 0.5), QPointF(c.x(), c.y() + s * 0.6),
                      QPointF(c.x() + s, c.y() - s * 0.5)]
        painter.drawPolyline(QPolygonF(points))


def _count_text(members: int, children: int) -> str:
    parts = []
    if members:
        parts.append(f"{members} card{'s' if members != 1 else ''}")
    if children:
        parts.append(f"{children} group{'s' if children != 1 else ''}")
    return " · ".join(parts)


class FrameLabelItem(QGraphicsItem):
    """A frame's name at a fixed on-screen size, shown at low zoom where the header is unreadable."""

    def __init__(self, frame: FrameItem, ctx: CanvasContext) -> None:
        super().__init__()
        self.frame = frame
        self.ctx = ctx
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(Z_LABEL)
        self.setVisible(False)
        self._text = ""
        self._rect = QRectF()
        self.refresh()

    def refresh(self) -> None:
        group = self.frame.tree_group
        text = group.name if group is not None else "Unassigned"
        font = _font(self.ctx.theme.font, 1.05, bold=True)
        fm = QFontMetricsF(font)
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, 260)
        if text != self._text or self._rect.isNull():
            self.prepareGeometryChange()
            self._text = text
            self._rect = QRectF(0, 0, fm.horizontalAdvance(text) + 14, fm.height() + 6)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = self.ctx.theme
        bg = QColor(t.background)
        bg.setAlpha(225)
        painter.setPen(QPen(t.frame_border if self.frame.tree_group is not None else t.unassigned_border, 1))
        painter.setBrush(bg)
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setFont(_font(t.font, 1.05, bold=True))
        painter.setPen(t.text)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


# ---- links ------------------------------------------------------------------------------------
class LinkItem(QGraphicsItem):
    """A cross-item relation: an arrow between two cards/frames with its label at the middle."""

    def __init__(self, link: Link, ctx: CanvasContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.link = link
        self.node_kind = "link"
        self.setZValue(Z_LINK)
        self._line = QLineF()
        self._bounds = QRectF()

    def set_link(self, link: Link) -> None:
        if link != self.link:
            self.link = link
            self.update()

    def set_ends(self, a: QRectF | None, b: QRectF | None) -> None:
        if a is None or b is None or a.intersects(b):
            self.setVisible(False)
            return
        p1, p2 = _edge_point(a, b.center()), _edge_point(b, a.center())
        line = QLineF(p1, p2)
        if line == self._line and self.isVisible():
            return
        self.prepareGeometryChange()
        self._line = line
        pad = self.ctx.theme.line * 6
        self._bounds = QRectF(p1, p2).normalized().adjusted(-pad, -pad, pad, pad)
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath(self._line.p1())
        path.lineTo(self._line.p2())
        stroker = QPainterPathStroker()
        stroker.setWidth(self.ctx.theme.line * 0.8)
        return stroker.createStroke(path)

    def midpoint(self) -> QPointF:
        return self._line.center()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = self.ctx.theme
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        pen = QPen(t.link, max(2.0, 1.6 / max(lod, 0.05)))
        if self.link.created_by is Origin.AI:
            pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(pen)
        painter.drawLine(self._line)
        # arrow head at the destination
        size = max(t.line * 0.8, 8 / max(lod, 0.05))
        angle = math.atan2(-self._line.dy(), self._line.dx())
        tip = self._line.p2()
        left = tip + QPointF(math.sin(angle - math.pi / 3) * size, math.cos(angle - math.pi / 3) * size)
        right = tip + QPointF(math.sin(angle - math.pi + math.pi / 3) * size,
                              math.cos(angle - math.pi + math.pi / 3) * size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.link)
        painter.drawPolygon(QPolygonF([tip, left, right]))
        suggested = self.link.created_by is Origin.AI  # proposed by the AI: accept or dismiss (right-click)
        shown = f"Suggested: {self.link.label}" if suggested and self.link.label else self.link.label
        if shown and lod >= 0.25:
            font = _font(t.font, 0.9, bold=True)
            fm = QFontMetricsF(font)
            text = fm.elidedText(shown, Qt.TextElideMode.ElideRight, t.line * 16)
            w, h = fm.horizontalAdvance(text) + t.line * 0.9, t.line * 1.4
            c = self._line.center()
            pill = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
            painter.setBrush(t.background)
            painter.setPen(QPen(t.link, 1.2))
            painter.drawRoundedRect(pill, h / 2, h / 2)
            painter.setPen(t.text)
            painter.setFont(font)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


def _edge_point(rect: QRectF, toward: QPointF) -> QPointF:
    """Where the line from the rectangle's centre toward a point leaves the rectangle."""
    c = rect.center()
    dx, dy = toward.x() - c.x(), toward.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    sx = (rect.width() / 2) / abs(dx) if dx else math.inf
    sy = (rect.height() / 2) / abs(dy) if dy else math.inf
    s = min(sx, sy)
    return QPointF(c.x() + dx * s, c.y() + dy * s)


class GhostItem(QGraphicsItem):
    """The outline that follows the mouse while a frame is dragged, or the rubber line of a new link."""

    def __init__(self, ctx: CanvasContext, rect: QRectF | None = None, label: str = "") -> None:
        super().__init__()
        self.ctx = ctx
        self._rect = rect or QRectF()
        self._line: QLineF | None = None
        self.label = label
        self.setZValue(Z_OVERLAY)

    def set_line(self, line: QLineF) -> None:
        self.prepareGeometryChange()
        self._line = line
        self._rect = QRectF(line.p1(), line.p2()).normalized()

    def boundingRect(self) -> QRectF:
        pad = self.ctx.theme.line * 2
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = self.ctx.theme
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        pen = QPen(t.selection, max(2.0, 2.0 / max(lod, 0.05)))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        if self._line is not None:
            painter.drawLine(self._line)
            return
        fill = QColor(t.selection)
        fill.setAlpha(30)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self._rect, t.line * 0.8, t.line * 0.8)
        if self.label:
            painter.setPen(t.text)
            painter.setFont(_font(t.font, 1.1, bold=True))
            painter.drawText(self._rect.adjusted(t.line, t.line * 0.5, -t.line, 0),
                             Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.label)
