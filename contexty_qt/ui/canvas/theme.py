"""Colours and sizes of the canvas, derived from the system palette (light or dark) and font.

One object shared by every item, so a palette change repaints everything with no per-item state.
Sizes come from the font's height: a larger system font gets larger cards, never clipped text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPalette

from contexty_qt.core.model import SourceType
from contexty_qt.ui.canvas.layout import Metrics


def _over(background: QColor, color: QColor) -> QColor:
    a = color.alphaF()
    return QColor.fromRgbF(color.redF() * a + background.redF() * (1 - a),
                           color.greenF() * a + background.greenF() * (1 - a),
                           color.blueF() * a + background.blueF() * (1 - a))


@dataclass(frozen=True)
class SourceColors:
    fill: QColor
    accent: QColor  # header stripe and border
    chip: QColor


@dataclass
class CanvasTheme:
    dark: bool
    background: QColor
    grid: QColor
    text: QColor
    muted: QColor
    frame_fills: tuple[QColor, ...]  # by nesting depth
    frame_border: QColor
    unassigned_border: QColor
    selection: QColor
    drop_target: QColor
    link: QColor
    search_hit: QColor
    note_fill: QColor
    note_text: QColor
    preview_fill: QColor
    badge: QColor
    error: QColor
    sources: dict[SourceType, SourceColors]
    font: QFont
    # sizes, in scene units
    line: float
    card_w: float
    card_h: float
    note_w: float
    note_overlap: float

    @classmethod
    def from_system(cls, font: QFont | None = None, palette: QPalette | None = None) -> CanvasTheme:
        app = QGuiApplication.instance()
        palette = palette or (QGuiApplication.palette() if app is not None else QPalette())
        font = QFont(font) if font is not None else QGuiApplication.font()
        window = palette.color(QPalette.ColorRole.Window)
        dark = window.lightnessF() < 0.5
        line = QFontMetricsF(font).height()
        if dark:
            sources = {
                SourceType.SNIPPET: SourceColors(QColor("#3B3420"), QColor("#D9B23A"), QColor("#56492A")),
                SourceType.OBSERVATION: SourceColors(QColor("#22362A"), QColor("#4FA761"), QColor("#2F4C38")),
                SourceType.CHAT: SourceColors(QColor("#1F2E42"), QColor("#4A8FD9"), QColor("#2B4361")),
            }
            theme = cls(
                dark=True, background=QColor("#1C1E22"), grid=QColor(255, 255, 255, 14), text=QColor("#ECECEC"),
                muted=QColor("#A8ADB5"),
                frame_fills=(QColor(255, 255, 255, 10), QColor(255, 255, 255, 16), QColor(255, 255, 255, 22),
                             QColor(255, 255, 255, 28)),
                frame_border=QColor("#5C6470"), unassigned_border=QColor("#6B6F76"), selection=QColor("#4C9BFF"),
                drop_target=QColor("#3FB27F"), link=QColor("#B08CF0"), search_hit=QColor("#FF9F1C"),
                note_fill=QColor("#5A5224"), note_text=QColor("#FFF6C8"), preview_fill=QColor(0, 0, 0, 60),
                badge=QColor("#E8833A"), error=QColor("#F0625D"), sources=sources, font=font,
                line=line, card_w=0, card_h=0, note_w=0, note_overlap=0,
            )
        else:
            sources = {
                SourceType.SNIPPET: SourceColors(QColor("#FFF7D6"), QColor("#E3B417"), QColor("#F6E4A2")),
                SourceType.OBSERVATION: SourceColors(QColor("#E8F5E9"), QColor("#43A047"), QColor("#CDE8CF")),
                SourceType.CHAT: SourceColors(QColor("#E5EFFB"), QColor("#3C82D0"), QColor("#C9DDF4")),
            }
            theme = cls(
                dark=False, background=QColor("#F3F4F6"), grid=QColor(0, 0, 0, 14), text=QColor("#1E1F22"),
                muted=QColor("#5F6670"),
                frame_fills=(QColor(255, 255, 255, 235), QColor(236, 239, 244, 235), QColor(226, 231, 238, 235),
                             QColor(216, 223, 232, 235)),
                frame_border=QColor("#A5AEBB"), unassigned_border=QColor("#9AA0A8"), selection=QColor("#1F6FEB"),
                drop_target=QColor("#1E9E63"), link=QColor("#7E57C2"), search_hit=QColor("#F57C00"),
                note_fill=QColor("#FFE97A"), note_text=QColor("#3B3000"), preview_fill=QColor(0, 0, 0, 14),
                badge=QColor("#D9631E"), error=QColor("#C62828"), sources=sources, font=font,
                line=line, card_w=0, card_h=0, note_w=0, note_overlap=0,
            )
        # card proportions follow Figure 4: title, provenance, preview, tags, context, stacked
        theme.card_w = round(line * 17)
        theme.card_h = round(line * 15.5)
        theme.note_w = round(line * 8.5)
        theme.note_overlap = round(line * 0.8)
        theme.opaque()
        return theme

    def opaque(self) -> None:
        """Blend translucent fills onto the background once: opaque fills paint several times
        faster than alpha-blended ones, and frames cover most of the screen."""
        self.frame_fills = tuple(_over(self.background, c) for c in self.frame_fills)

    def metrics(self) -> Metrics:
        gap = round(self.line * 1.2)
        return Metrics(gap=gap, padding=round(self.line * 0.9), header=round(self.line * 3.6),
                       empty=round(self.line * 4), min_frame_width=self.card_w + 2 * round(self.line * 0.9),
                       row_pitch=self.card_h + gap)

    def frame_fill(self, depth: int) -> QColor:
        return self.frame_fills[min(depth, len(self.frame_fills) - 1)]
