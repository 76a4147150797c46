"""Integer rectangles in physical screen pixels, and the little region arithmetic the observer
needs to blank out windows that must not appear in a frame (our own, excluded ones)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:  # exclusive
        return self.x + self.width

    @property
    def bottom(self) -> int:  # exclusive
        return self.y + self.height

    def is_empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.right and self.y <= py < self.bottom

    def intersected(self, other: Rect) -> Rect:
        x, y = max(self.x, other.x), max(self.y, other.y)
        right, bottom = min(self.right, other.right), min(self.bottom, other.bottom)
        return Rect(x, y, max(0, right - x), max(0, bottom - y))

    def translated(self, dx: int, dy: int) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def as_mss(self) -> dict[str, int]:
        return {"left": self.x, "top": self.y, "width": self.width, "height": self.height}


def subtract(rect: Rect, cut: Rect) -> list[Rect]:
    """`rect` minus `cut` as up to four non-overlapping rectangles."""
    inter = rect.intersected(cut)
    if inter.is_empty():
        return [rect]
    pieces = [
        Rect(rect.x, rect.y, rect.width, inter.y - rect.y),  # above
        Rect(rect.x, inter.bottom, rect.width, rect.bottom - inter.bottom),  # below
        Rect(rect.x, inter.y, inter.x - rect.x, inter.height),  # left
        Rect(inter.right, inter.y, rect.right - inter.right, inter.height),  # right
    ]
    return [p for p in pieces if not p.is_empty()]


def subtract_all(region: Iterable[Rect], cut: Rect) -> list[Rect]:
    return [piece for rect in region for piece in subtract(rect, cut)]


def area(region: Iterable[Rect]) -> int:
    """Total area of non-overlapping rectangles."""
    return sum(r.width * r.height for r in region)
