"""Where a hand's "-N" plate waits while it counts (game.scenes.table.deductions): past
the end of its tiles, or wherever near them is free. At 200 % text the plate is large:
past North's tiles it ran over North's name plate and the Total box, under East's
rack over the Undo button. It keeps off every hand's tiles, the other racks, the name
plates, the buttons and the HUD's boxes."""

from __future__ import annotations

import pygame

__all__ = ["deduction_home", "deduction_keep_off"]


def deduction_keep_off(painter, seat: int) -> list[pygame.Rect]:
    """What ``seat``'s plate keeps off (screen px): every hand's tiles, the racks but
    its own (it may sit in its own tray), the name plates, the buttons (Undo too, drawn
    dimmed at the hand's end), the Total box, the score panel, the status lines."""
    s = painter.scene
    vp = s.app.vp
    own = painter.hands[seat].rect
    out = [r for h, t in zip(painter.hands, s.view.hands) for _t, r in h.rects(t)]
    out += [r for r in painter.panels() if not r.colliderect(vp.rect(own))]
    out += [painter.label_rect(o) for o in range(s.players)]
    out += [vp.rect(b.rect) for b in [*s.buttons, s.undo_button]]
    out += [vp.rect(painter.total.rect), vp.rect(painter.scores.rect)]
    out += list(painter.status.plates)
    return out


def deduction_home(painter, seat: int, n: int, size) -> tuple[float, float]:
    """The centre (screen px) of ``seat``'s plate of ``size`` by its hand of ``n``
    tiles: past their end (as before), else before their start, else beside them,
    else the nearest free place stepping out from there; inside the window. The first
    place clear of :func:`deduction_keep_off`; none clear: the one covering least."""
    vp = painter.scene.app.vp
    hand = painter.hands[seat]
    slots = hand.slots(max(1, n))
    (fx, fy, u), (lx, ly, _u) = slots[0], slots[-1]
    first, last = vp.point((fx, fy)), vp.point((lx, ly))
    w, h = size
    gap = vp.length(u + 14)
    if hand.horizontal:
        centre = ((first[0] + last[0]) / 2, first[1])
        cands = [(last[0] + gap + w / 2, last[1]), (first[0] - gap - w / 2, first[1]),
                 (centre[0], centre[1] + vp.length(u) + h / 2 + vp.length(6)),
                 (centre[0], centre[1] - vp.length(u) - h / 2 - vp.length(6))]
    else:
        centre = (first[0], (first[1] + last[1]) / 2)
        cands = [(last[0], last[1] + vp.length(u / 2 + 14) + h / 2),
                 (first[0], first[1] - vp.length(u / 2 + 14) - h / 2),
                 (centre[0] - vp.length(u) - w / 2 - vp.length(6), centre[1]),
                 (centre[0] + vp.length(u) + w / 2 + vp.length(6), centre[1])]
    step = max(4, vp.length(12))
    start = cands[0]
    cands += [(start[0] + dx * step, start[1] + dy * step)
              for r in range(1, 26) for dx, dy in _ring(r)]
    avoid = deduction_keep_off(painter, seat)
    win = painter.scene.app.screen.get_rect()
    key = (tuple(map(tuple, avoid)), tuple(cands[:4]), tuple(size), win.size)
    if key not in _FOUND:
        if len(_FOUND) > 64:
            _FOUND.clear()
        _FOUND[key] = _search(cands, avoid, win, w, h)
    return _FOUND[key]


#: Places found, by what they were found among (a plate waits still for seconds).
_FOUND: dict = {}


def _search(cands, avoid, win, w, h) -> tuple[float, float]:
    best, least = cands[0], None
    for cx, cy in cands:
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(cx), round(cy))
        if not win.contains(box):
            continue
        cover = sum(_area(box.clip(r)) for r in avoid)
        if cover == 0:
            return cx, cy
        if least is None or cover < least:
            best, least = (cx, cy), cover
    return best


def _ring(r: int):
    """The steps ``r`` out from a place, nearest-first round the square's edge."""
    pts = [(dx, dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1)
           if max(abs(dx), abs(dy)) == r]
    return sorted(pts, key=lambda p: p[0] * p[0] + p[1] * p[1])


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
