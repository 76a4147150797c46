"""The canvas (issue 6): the memory tree drawn as cards in nested group frames, and every gesture
that reshapes it. `CanvasPanel` is the widget the main window embeds."""

from contexty_qt.ui.canvas.panel import CanvasPanel

__all__ = ["CanvasPanel"]
