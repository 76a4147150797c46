"""Deterministic packing of the memory tree into rectangles (no Qt: testable and benchmarkable alone).

Membership comes from the model (`group_id`, `parent_id`), never from geometry. Positions in the
model mean two different things, on purpose:

* top level (frames of root groups, the Unassigned area): the frame's absolute top-left corner,
  where the user dropped it. Frames without a position are shelf-packed around the pinned ones.
* inside a frame: an *order key*, the top-left of the slot where the user dropped the card or
  child frame, relative to the frame's member (or child) block. Members are always flow-packed
  in that order, so a frame never has overlapping cards whatever the stored numbers say.

The same input always gives the same output; nothing overlaps; every child lies inside its parent.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

UNASSIGNED = -1  # the pseudo-frame holding memories that are in no group


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Rect, margin: float = 0.0) -> bool:
        """True when the two overlap or come closer than `margin`."""
        return (self.x < other.right + margin and other.x < self.right + margin
                and self.y < other.bottom + margin and other.y < self.bottom + margin)

    def contains(self, other: Rect) -> bool:
        return (other.x >= self.x - 1e-6 and other.y >= self.y - 1e-6
                and other.right <= self.right + 1e-6 and other.bottom <= self.bottom + 1e-6)

    def contains_point(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def moved(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


@dataclass(frozen=True, slots=True)
class CardSpec:
    id: int
    group_id: int | None
    width: float  # the card's footprint: the card plus its sticky note
    height: float
    pos: tuple[float, float] | None = None
    order: float = 0.0  # capture time: the order of cards nobody arranged


@dataclass(frozen=True, slots=True)
class GroupSpec:
    id: int
    parent_id: int | None
    collapsed: bool = False
    pos: tuple[float, float] | None = None
    order: float = 0.0
    min_width: float = 0.0  # room the header needs for its name


@dataclass(frozen=True)
class Metrics:
    gap: float = 18.0
    padding: float = 14.0
    header: float = 58.0  # frame header: name + one line of summary
    empty: float = 64.0  # body of an empty frame ("drop cards here")
    min_frame_width: float = 260.0
    row_pitch: float = 250.0  # card height + gap: which row a stored in-frame position means
    aspect: float = 1.6  # packed blocks aim for this width:height


@dataclass
class Layout:
    cards: dict[int, Rect] = field(default_factory=dict)
    frames: dict[int, Rect] = field(default_factory=dict)  # UNASSIGNED included when it has cards
    member_origin: dict[int, tuple[float, float]] = field(default_factory=dict)
    child_origin: dict[int, tuple[float, float]] = field(default_factory=dict)
    depth: dict[int, int] = field(default_factory=dict)
    hidden_cards: set[int] = field(default_factory=set)  # inside a collapsed frame
    hidden_frames: set[int] = field(default_factory=set)
    _bounds: list[Rect | None] = field(default_factory=list, compare=False, repr=False)

    def bounds(self) -> Rect | None:
        """The box around everything (computed once: the view asks on every zoom step)."""
        if not self._bounds:
            rects = [*self.cards.values(), *self.frames.values()]
            if not rects:
                self._bounds.append(None)
            else:
                x, y = min(r.x for r in rects), min(r.y for r in rects)
                self._bounds.append(Rect(x, y, max(r.right for r in rects) - x, max(r.bottom for r in rects) - y))
        return self._bounds[0]


@dataclass
class _Box:
    """A frame measured in its own coordinates, before it is placed."""

    w: float
    h: float
    members: list[tuple[int, Rect]]  # card id, rect relative to the frame
    children: list[tuple[int, float, float]]
    member_origin: tuple[float, float]
    child_origin: tuple[float, float]


def flow(sizes: Sequence[tuple[float, float]], max_width: float, gap: float) -> tuple[list[tuple[float, float]],
                                                                                         float, float]:
    """Left-to-right rows no wider than `max_width` (a box wider than that gets a row of its own)."""
    positions: list[tuple[float, float]] = []
    x = y = row_h = width = 0.0
    for w, h in sizes:
        if x > 0 and x + w > max_width:
            y += row_h + gap
            x = row_h = 0.0
        positions.append((x, y))
        width = max(width, x + w)
        row_h = max(row_h, h)
        x += w + gap
    return positions, width, (y + row_h if sizes else 0.0)


def target_width(sizes: Sequence[tuple[float, float]], gap: float, aspect: float, floor: float = 0.0) -> float:
    """Row width that makes a block of these boxes about `aspect` times wider than tall: a whole
    number of average-width columns, so two cards sit side by side rather than stacked."""
    if not sizes:
        return floor
    n = len(sizes)
    avg_w = sum(w for w, _ in sizes) / n + gap
    avg_h = sum(h for _, h in sizes) / n + gap
    cols = max(1, math.ceil(math.sqrt(n * aspect * avg_h / avg_w) - 1e-9))
    cols = min(cols, n)
    return max(floor, max(w for w, _ in sizes), cols * avg_w - gap + 1e-6)


def compute_layout(cards: Iterable[CardSpec], groups: Iterable[GroupSpec], metrics: Metrics | None = None,
                   ) -> Layout:
    m = metrics or Metrics()
    group_by_id = {b.id: b for b in groups}
    parent_of = _sane_parents(group_by_id)
    members: dict[int, list[CardSpec]] = {}
    for card in cards:
        owner = card.group_id if card.group_id in group_by_id else UNASSIGNED
        members.setdefault(owner, []).append(card)
    children: dict[int | None, list[GroupSpec]] = {}
    for group in group_by_id.values():
        children.setdefault(parent_of[group.id], []).append(group)

    out = Layout()
    boxes: dict[int, _Box] = {}

    def measure(frame_id: int, depth: int, collapsed: bool, min_width: float) -> _Box:
        out.depth[frame_id] = depth
        own = sorted(members.get(frame_id, []), key=lambda c: _card_key(c, m))
        kids = sorted(children.get(frame_id, []) if frame_id != UNASSIGNED else [], key=_group_key)
        if collapsed:
            _hide(frame_id, out, members, children)
            return _Box(max(m.min_frame_width, min_width), m.header + m.padding, [], [], (m.padding, m.header),
                        (m.padding, m.header))
        kid_boxes = [measure(k.id, depth + 1, k.collapsed, k.min_width) for k in kids]
        for kid, box in zip(kids, kid_boxes, strict=True):
            boxes[kid.id] = box
        card_sizes = [(c.width, c.height) for c in own]
        kid_sizes = [(b.w, b.h) for b in kid_boxes]
        # child frames first, so the frame's own cards can use the full width they give it
        _kid_pos, kids_w, _kids_h = flow(kid_sizes, target_width(kid_sizes, m.gap, m.aspect), m.gap)
        card_pos, cards_w, cards_h = flow(card_sizes, target_width(card_sizes, m.gap, m.aspect, kids_w), m.gap)
        kid_pos, kids_w, kids_h = flow(kid_sizes, target_width(kid_sizes, m.gap, m.aspect, cards_w), m.gap)
        inner_w = max(cards_w, kids_w, m.min_frame_width - 2 * m.padding, min_width - 2 * m.padding)
        body_h = cards_h + kids_h + (m.gap if own and kids else 0.0)
        if not own and not kids:
            body_h = m.empty
        member_origin = (m.padding, m.header)
        child_origin = (m.padding, m.header + cards_h + (m.gap if own else 0.0))
        return _Box(
            inner_w + 2 * m.padding, m.header + body_h + m.padding,
            [(c.id, Rect(member_origin[0] + x, member_origin[1] + y, c.width, c.height))
             for c, (x, y) in zip(own, card_pos, strict=True)],
            [(k.id, child_origin[0] + x, child_origin[1] + y) for k, (x, y) in zip(kids, kid_pos, strict=True)],
            member_origin, child_origin,
        )

    top: list[tuple[int, _Box, tuple[float, float] | None]] = []
    if members.get(UNASSIGNED):
        top.append((UNASSIGNED, measure(UNASSIGNED, 0, False, 0.0), None))
    for group in sorted(children.get(None, []), key=lambda b: (b.order, b.id)):
        box = measure(group.id, 0, group.collapsed, group.min_width)
        top.append((group.id, box, group.pos))

    for frame_id, corner in _place_top(top, m).items():
        box = next(b for i, b, _ in top if i == frame_id)
        _place(frame_id, box, corner, boxes, out)
    return out


def _place(frame_id: int, box: _Box, corner: tuple[float, float], boxes: dict[int, _Box], out: Layout) -> None:
    x, y = corner
    out.frames[frame_id] = Rect(x, y, box.w, box.h)
    out.member_origin[frame_id] = (x + box.member_origin[0], y + box.member_origin[1])
    out.child_origin[frame_id] = (x + box.child_origin[0], y + box.child_origin[1])
    for card_id, rect in box.members:
        out.cards[card_id] = rect.moved(x, y)
    for child_id, cx, cy in box.children:
        _place(child_id, boxes[child_id], (x + cx, y + cy), boxes, out)


def _place_top(items: Sequence[tuple[int, _Box, tuple[float, float] | None]], m: Metrics,
               ) -> dict[int, tuple[float, float]]:
    """Pinned frames where the user put them (pushed down past any they would overlap), then the
    others shelf-packed into the gaps, in a deterministic order."""
    placed: list[Rect] = []
    corners: dict[int, tuple[float, float]] = {}
    pinned = sorted(((i, b, p) for i, b, p in items if p is not None), key=lambda t: (t[2][1], t[2][0], t[0]))
    for frame_id, box, pos in pinned:
        rect = Rect(pos[0], pos[1], box.w, box.h)
        while (hit := _first_hit(rect, placed, m.gap)) is not None:
            rect = Rect(rect.x, hit.bottom + m.gap, rect.w, rect.h)
        placed.append(rect)
        corners[frame_id] = (rect.x, rect.y)
    auto = [i for i in items if i[2] is None]
    width = target_width([(b.w, b.h) for _, b, _ in auto], m.gap, m.aspect)
    x = y = row_h = 0.0
    for frame_id, box, _ in auto:
        while True:
            if x > 0 and x + box.w > width:
                y, x, row_h = y + row_h + m.gap, 0.0, 0.0
            rect = Rect(x, y, box.w, box.h)
            hit = _first_hit(rect, placed, m.gap)
            if hit is None:
                break
            x = hit.right + m.gap
            if x + box.w > width:  # no room left in this band: go below what blocked it
                y, x, row_h = max(y + row_h, hit.bottom) + m.gap, 0.0, 0.0
        placed.append(rect)
        corners[frame_id] = (x, y)
        x += box.w + m.gap
        row_h = max(row_h, box.h)
    return corners


def _first_hit(rect: Rect, placed: Sequence[Rect], gap: float) -> Rect | None:
    for other in placed:
        if rect.intersects(other, gap - 1e-6):
            return other
    return None


def _card_key(card: CardSpec, m: Metrics) -> tuple[float, ...]:
    if card.pos is None:
        return (1, 0, 0, card.order, card.id)
    row = math.floor((card.pos[1] + card.height / 2) / m.row_pitch)
    return (0, row, card.pos[0], card.order, card.id)


def _group_key(group: GroupSpec) -> tuple[float, ...]:
    if group.pos is None:
        return (1, 0, 0, group.order, group.id)
    return (0, round(group.pos[1]), group.pos[0], group.order, group.id)


def _sane_parents(groups: dict[int, GroupSpec]) -> dict[int, int | None]:
    """Parent per group; a missing parent or a cycle (never made by MemoryTree) becomes top level."""
    parents: dict[int, int | None] = {}
    for group_id, group in groups.items():
        parent = group.parent_id if group.parent_id in groups else None
        seen, node = {group_id}, parent
        while node is not None:
            if node in seen:
                parent = None
                break
            seen.add(node)
            node = groups[node].parent_id if groups[node].parent_id in groups else None
        parents[group_id] = parent
    return parents


def _hide(frame_id: int, out: Layout, members: dict[int, list[CardSpec]],
          children: dict[int | None, list[GroupSpec]]) -> None:
    for card in members.get(frame_id, []):
        out.hidden_cards.add(card.id)
    for kid in children.get(frame_id, []):
        out.hidden_frames.add(kid.id)
        _hide(kid.id, out, members, children)


def check_invariants(layout: Layout, parents: dict[int, int | None], card_group: dict[int, int | None]) -> list[str]:
    """Problems with a layout (empty when sound): overlapping cards or sibling frames, members
    outside their frame, child frames outside their parent. Used by tests and the benchmark."""
    problems: list[str] = []
    cards = sorted(layout.cards.items())
    for i, (a, ra) in enumerate(cards):
        for b, rb in cards[i + 1:]:
            if ra.intersects(rb):
                problems.append(f"cards {a} and {b} overlap")
    for card_id, rect in cards:
        owner = card_group.get(card_id)
        frame = layout.frames.get(owner if owner in layout.frames else UNASSIGNED)
        if frame is None or not frame.contains(rect):
            problems.append(f"card {card_id} is outside its frame {owner}")
    for frame_id, rect in layout.frames.items():
        parent = parents.get(frame_id)
        if parent is not None and parent in layout.frames and not layout.frames[parent].contains(rect):
            problems.append(f"frame {frame_id} is outside its parent {parent}")
    siblings: dict[int | None, list[int]] = {}
    for frame_id in layout.frames:
        siblings.setdefault(parents.get(frame_id) if frame_id != UNASSIGNED else None, []).append(frame_id)
    for ids in siblings.values():
        ids.sort()
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                if layout.frames[a].intersects(layout.frames[b]):
                    problems.append(f"frames {a} and {b} overlap")
    for card_id, rect in cards:  # a card must not sit on a frame it does not belong to
        owner = card_group.get(card_id)
        for frame_id, frect in layout.frames.items():
            if frame_id in (owner, UNASSIGNED) or frame_id in _ancestors(owner, parents):
                continue
            if frect.intersects(rect):
                problems.append(f"card {card_id} overlaps frame {frame_id}")
    return problems


def _ancestors(group_id: int | None, parents: dict[int, int | None]) -> set[int]:
    out: set[int] = set()
    while group_id is not None and group_id not in out:
        out.add(group_id)
        group_id = parents.get(group_id)
    return out
