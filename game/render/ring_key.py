"""The key to the marks at the layout's ends, beside the Total box (it once read
ambiguous and cluttered the top of the table): what each mark says, drawn as the board
draws it, and when the key shows: only about the mark the player points at (the mouse
over it, or the keyboard / pad focus on its spot), never otherwise."""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from ..ui import THEME
from .mark_words import is_double, label_count

__all__ = ["RING_KEY", "DOUBLE_KEY", "SNIFF_KEY", "SNIFF61_KEY", "KEY_LINES", "ALL_LINES", "KEY_GAP",
           "draw_key_tip", "draw_ring_key", "key_column", "key_mark", "key_spot",
           "key_values", "key_width", "mouse_at", "pointed_mark", "tip_box"]

#: The key to the marks at the layout's ends, beside the Total box, each drawn as the
#: board draws it: a solid disc (a counted end: what it counts toward the Total), a
#: hollow ring (an attach point: it counts nothing) and a "+N" chip (shown with a tile
#: chosen: what a play there scores). Each: its words, its short words (large text: a
#: couple of words where the long ones do not fit), its mark. One line shows: the one
#: about the mark pointed at (:func:`pointed_mark`).
#: Each line shows the board's own value (fixed example values
#: read as real offers): ``{n}`` is a real end's count or a real chip's points.
RING_KEY = ((N_("this end: {n} toward the Total"), N_("adds {n}"), "disc"),
            (N_("play here: counts 0"), N_("adds 0"), "ring"),
            (N_("a play there scores {n}"), N_("scores"), "chip"))
#: The line about a double's "4+4" mark (a double's end count, "8", was read as the
#: number to match): a tile there matches one half, and both halves count toward the
#: Total; ``{half}`` is one half's pips, ``{n}`` the two. Only a tooltip says it (the
#: mark pointed at), so the key beside the Total keeps its three lines.
DOUBLE_KEY = (N_("this end: match {half}; {half} + {half} = {n} toward the Total"),
              N_("match {half}, adds {n}"), "disc")
#: The lines about the sniff's orange diamond (issue 16: it was never explained),
#: in American Sniff (row 4) and in Sniff 61 (row 5), where its long sides each take one
#: tile that never grows. Only a tooltip says them (the diamond pointed at).
SNIFF_KEY = (N_("the sniff: the first double; it can grow on all four sides"),
             N_("the sniff: grows on 4 sides"), "sniff")
SNIFF61_KEY = (N_("the sniff: the first double; a tile at its side never grows"),
               N_("the sniff: sides never grow"), "sniff")
#: Every line a tooltip may say about the ends' marks: :data:`RING_KEY`'s, then
#: :data:`DOUBLE_KEY`'s (row 3); :data:`ALL_LINES` adds the sniff's (rows 4 and 5).
KEY_LINES = RING_KEY + (DOUBLE_KEY,)
ALL_LINES = KEY_LINES + (SNIFF_KEY, SNIFF61_KEY)
#: The key's mark (a disc or a ring) and the gap after it (design px, 100 % text).
KEY_MARK, KEY_GAP = 26, 6
#: A "+5" chip's width in the key: this many marks (with the short words: narrower).
CHIP_W, CHIP_W_SHORT = 1.6, 1.25


def key_mark(text_scale: float) -> float:
    """The key's mark at a text size (design px): it grows a little with the words."""
    return KEY_MARK * min(1.25, max(1.0, text_scale))


def key_width(text_scale: float, short: bool = False) -> float:
    """The widest mark in the key (the "+5" chip) at a text size (design px); with the
    short words (large text) the chip is narrower."""
    return key_mark(text_scale) * (CHIP_W_SHORT if short else CHIP_W)


def _count(label: str) -> int:
    """What a mark's words count: "5" is 5, a double's end "6+6" is 12."""
    return label_count(label)


def key_spot(board, v, label: str):
    """The screen box of the board's counted end whose mark reads ``label`` (the one
    the key's disc line is about), or None."""
    if v.layout is None or not v.layout.placed:
        return None
    return next((box for kind, _p, lab, box in board.shown_badges(v.layout)
                 if kind == "solid" and lab == label and box is not None), None)


def key_values(board, v, chips=None) -> dict:
    """The board's own marks for the key, now: ``{"disc": (words, count)}`` for a counted
    end (one that reads as a plain number if there is one), ``{"ring": (pips, 0)}`` for
    a hollow ring, ``{"chip": ("+N", N)}`` for the best of the chosen tile's "+N"
    chips (``chips``: spot -> points). A mark not on the board has no entry."""
    out: dict = {}
    if v.layout is not None and v.layout.placed:
        for kind, _p, label, box in board.badge_boxes(v.layout):
            if box is None or not label:
                continue
            k = "disc" if kind == "solid" else "ring"
            if k not in out or (k == "disc" and is_double(out[k][0]) and label.isdigit()):
                out[k] = (label, _count(label) if k == "disc" else 0)
    if chips:
        best = max(chips.values())
        out["chip"] = (f"+{best}", best)
    return out


def mouse_at():
    """The mouse pointer on the window now (screen px), or None when it is elsewhere."""
    return pygame.mouse.get_pos() if pygame.mouse.get_focused() else None


class LivePointer:
    """The mouse pointer while it is the player's way of asking (else a tooltip
    stayed up over the board and the Domino! banner after a switch to the keyboard):
    live from the mouse's last move until the next key or pad press."""

    def __init__(self):
        self.seen = None  # where the pointer was last frame
        self.presses = 0  # the key / pad presses counted by then
        self.live = False

    def now(self, pos, presses: int):
        """``pos``: the pointer (screen px, None when off the window); ``presses``: key
        and pad presses so far (or anything that changes with them: a play too, so a
        tooltip left from a click is gone once the tile is down, issue 16). The pointer
        if it is live, else None."""
        if pos != self.seen:
            self.seen, self.live = pos, pos is not None
        if presses != self.presses:
            self.presses, self.live = presses, False
        return pos if self.live else None


def _with_ring(board, pc: int, chip: pygame.Rect) -> pygame.Rect:
    """A "+N" chip's box with its spot's ring round it: the tooltip about the chip
    keeps off both (issue 16: it sat on the ring it described)."""
    p = board.spot_pos(pc)
    if p is None:
        return chip
    r = board.badge_radius + board.vp.length(10) + 1  # a spot's rings reach so far
    return chip.union(pygame.Rect(round(p[0] - r), round(p[1] - r), round(2 * r),
                                  round(2 * r)))


def pointed_mark(board, v, pointer=None, chips=None, focus=None):
    """The mark the player is asking about, or None (a key standing
    there with nothing pointed at read like debug text): the "+N" chip or the end's disc
    or hollow ring under ``pointer`` (screen px; None: no mouse), else the spot with the
    keyboard / pad ``focus`` (an attach point). ``chips``: the chosen tile's "+N" chips,
    spot -> points. Gives ``(row, values, box)``: the key's one line about that very
    mark (an index into :data:`RING_KEY`), its value (:func:`key_values`' form), its
    screen box (None for a chip: the board already rings a chip's spot) and the box the
    key's tooltip stands beside (:func:`tip_box`: the chip's box for a chip)."""
    chips = chips or {}
    badges = []
    if v.layout is not None and v.layout.placed:
        badges = [(k, pc, lab, box) for k, pc, lab, box in board.shown_badges(v.layout)
                  if box is not None and lab]  # (as drawn: beside a ghost while held)
    ghosted = board.ghosted_ends() if chips else set()

    def about_badge(kind, label, box):
        if kind == "solid":
            row = 3 if is_double(label) else 0  # a double's "2+2": match 2, counts 4
            return row, {"disc": (label, _count(label))}, box, box
        return 1, {"ring": (label, 0)}, box, box

    if pointer is not None:
        for pc, pts in chips.items():  # (a spot scoring nothing: a "+0" by its ghost)
            chip = board.spot_label_box(pc, f"+{pts}") if pts or pc in ghosted else None
            if chip is not None and chip.collidepoint(pointer):
                return 2, {"chip": (f"+{pts}", pts)}, None, _with_ring(board, pc, chip)
        pad = max(2, board.vp.length(4))
        for kind, _pc, label, box in badges:
            if box.inflate(pad, pad).collidepoint(pointer):
                return about_badge(kind, label, box)
        sniff = (board.sniff_mark_box(v.layout) if v.layout is not None
                 and v.layout.placed else None)
        if sniff is not None and sniff.inflate(2 * pad, 2 * pad).collidepoint(pointer):
            row = 5 if getattr(v.layout, "inline", False) else 4  # Sniff 61: in line
            return row, {"sniff": ("", 0)}, sniff, sniff
    if focus is not None:
        if chips.get(focus):
            pts = chips[focus]
            return 2, {"chip": (f"+{pts}", pts)}, None, _with_ring(
                board, focus, board.spot_label_box(focus, f"+{pts}"))
        for kind, pc, label, box in badges:
            if pc == focus:
                return about_badge(kind, label, box)
    return None


def key_column(vp, text, rows, short: bool, size: int, values: dict) -> int:
    """The key's column of marks (screen px): its widest mark, the "+5" chip, and wider
    when a chip's number or a double's "4+4" at full size needs it (at 200 % text "+10"
    ran over the words beside it, and "4+4" left its pill empty)."""
    scale = getattr(text.fonts, "text_scale", 1.0)
    col = vp.length(key_width(scale, short))
    for row in rows:
        kind = ALL_LINES[row][2]
        if kind == "chip":
            label = values["chip"][0]
            col = max(col, text.get(label, size, THEME.accent, True).get_width()
                      + 2 * vp.length(6))
        elif kind == "disc" and is_double(values["disc"][0]):
            label = values["disc"][0]
            col = max(col, text.get(label, size, THEME.badge_ink, True).get_width()
                      + vp.length(10))
    return col


def draw_ring_key(surf, vp, text, r: pygame.Rect, rows, short: bool, size: int,
                  values: dict) -> None:
    """The key's ``rows`` (indexes into :data:`RING_KEY`) in screen rect ``r``, one line
    each, its words ``size`` (its ``short`` words at large text), each mark and number
    the board's own (``values``: :func:`key_values`). At large text the two
    lines may be closer than a line's height (their empty top and bottom overlap, never
    their letters): each is drawn at full size."""
    slot = r.h // len(rows)
    scale = getattr(text.fonts, "text_scale", 1.0)
    d = vp.length(key_mark(scale))
    line = text.fonts.get(size).get_linesize()
    y = r.y
    for row in rows:
        long_words, short_words, kind = ALL_LINES[row]
        label, n = values[kind]
        words = _(short_words if short else long_words).format(n=n, half=n // 2)
        column = pygame.Rect(r.x, y, key_column(vp, text, rows, short, size, values), slot)
        mark = pygame.Rect(0, 0, column.w if kind == "chip" else d, d)
        mark.center = column.center  # the words in line, whatever the mark
        if kind == "disc":
            # a double's "4+4" on a pill as wide as its words, as the board draws it (not
            # an empty disc standing for it), up to the key's widest mark
            need = text.get(label, size, THEME.badge_ink, True).get_width()
            if need > mark.w:
                mark.w = min(column.w, need + vp.length(10))
                mark.center = column.center
            pygame.draw.rect(surf, THEME.badge, mark, border_radius=d // 2)
            pygame.draw.rect(surf, THEME.ring, mark, max(1, vp.length(2)),
                             border_radius=d // 2)
            # its number only where it fits at the key's full size (a
            # shrunk "4+4" in the disc could not be read; at 200 % it may still not fit
            # the pill): the words say the count, and its end is ringed on the board
            if need <= mark.w:
                text.draw(surf, label, size, THEME.badge_ink, mark.center, "center", True,
                          False)
        elif kind == "ring":
            pygame.draw.ellipse(surf, THEME.ring, mark, max(2, vp.length(3)))
            text.draw(surf, label, size, THEME.ring, mark.center, "center", True,
                      False, box=mark)
        elif kind == "sniff":  # the board's diamond on the sniff's corner
            s = mark.h // 2
            cx, cy = mark.center
            pts = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
            pygame.draw.polygon(surf, THEME.accent, pts)
            pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, vp.length(2)))
        else:  # the board's "+N" chip (board.draw_spots)
            pygame.draw.rect(surf, (20, 20, 20), mark, border_radius=vp.length(6))
            pygame.draw.rect(surf, THEME.accent, mark, 2, border_radius=vp.length(6))
            # (its words at full size, as the board's chips are: its box is the
            # chip's inside, which the text may overhang by a hair at large text)
            text.draw(surf, label, size, THEME.accent if n else THEME.ink, mark.center,
                      "center", True, False)
        box = pygame.Rect(column.right + vp.length(KEY_GAP), 0, r.right - column.right
                          - vp.length(KEY_GAP), max(slot, line))
        box.centery = y + slot // 2
        text.draw(surf, words, size, THEME.ink, box.midleft, "midleft", box=box)
        y += slot


def tip_box(board, layout, anchor: pygame.Rect, size, bounds: pygame.Rect,
            free_only: bool = False) -> pygame.Rect | None:
    """Where the key's one line about a mark goes (not by the
    Total, far from the ring it explained): a small tooltip of ``size`` right beside
    the mark's box ``anchor`` - under, over, right or left of it, the first place
    inside ``bounds`` (the play area, else the window) off the tiles and the other
    marks, else the one covering least of them. A table tells its board where free
    felt is (``board.tip_place(anchor, size)``: a rect clear of every tile, disc, ring,
    hand, the boneyard and the HUD; None: use this search): that place is taken;
    ``free_only``: None where the table finds no free felt for it."""
    place = getattr(board, "tip_place", None)
    box = place(anchor, size, free_only) if place is not None else None
    if box is not None or (free_only and place is not None):
        return box
    vp = board.vp
    gap = vp.length(10) + max(2, vp.length(6))  # clear of the ring round the mark
    w, h = size
    a = anchor
    spots = (pygame.Rect(a.centerx - w // 2, a.bottom + gap, w, h),
             pygame.Rect(a.centerx - w // 2, a.top - gap - h, w, h),
             pygame.Rect(a.right + gap, a.centery - h // 2, w, h),
             pygame.Rect(a.left - gap - w, a.centery - h // 2, w, h))
    blocks = [b for b in board.blocks(layout) if not b.colliderect(a)] if layout else []
    best, cost_best = None, None
    for box in spots:
        box = box.clamp(bounds)  # kept on screen, slid along its side
        if box.colliderect(a.inflate(2 * gap - 2, 2 * gap - 2)):
            continue
        cost = sum(box.clip(b).w * box.clip(b).h for b in blocks)
        if cost == 0:
            return box
        if cost_best is None or cost < cost_best:
            best, cost_best = box, cost
    return best if best is not None else spots[0].clamp(bounds)


def draw_key_tip(surf, vp, text, board, layout, hit, short: bool, size: int,
                 bounds: pygame.Rect) -> pygame.Rect:
    """The key's line about the mark pointed at (``hit``: :func:`pointed_mark`) as a
    tooltip beside that mark, on a dark plate (:func:`tip_box`); gives its box."""
    row, values = hit[0], hit[1]
    long_words, short_words, kind = ALL_LINES[row]
    n = values[kind][1]
    scale = getattr(text.fonts, "text_scale", 1.0)
    pad = vp.length(8)
    # its long words where free felt takes them, else its short ones (at 200 % text
    # a long line found no free felt on a full table and went over the status line)
    for brief in (True,) if short else (False, True):
        words = _(short_words if brief else long_words).format(n=n, half=n // 2)
        col = key_column(vp, text, (row,), brief, size, values)
        img = text.get(words, size, THEME.ink, False)
        w = min(bounds.w, col + vp.length(KEY_GAP) + img.get_width() + 2 * pad)
        h = max(img.get_height(), vp.length(key_mark(scale))) + pad
        box = tip_box(board, layout, hit[3], (w, h), bounds, not brief)
        if box is not None:
            break
    pygame.draw.rect(surf, (18, 22, 20), box, border_radius=vp.length(8))
    pygame.draw.rect(surf, THEME.panel_edge, box, max(1, vp.length(2)),
                     border_radius=vp.length(8))
    draw_ring_key(surf, vp, text, box.inflate(-2 * pad, 0), (row,), brief, size, values)
    return box
