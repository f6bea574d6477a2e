"""The key to the marks at the layout's ends, beside the Total box (r5a/r5b: it read
ambiguous and cluttered the top of the table): what each mark says, drawn as the board
draws it, and when the key shows (it teaches, then gets out of the way)."""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from ..ui import THEME

__all__ = ["RING_KEY", "KEY_GAP", "KeyTutor", "draw_ring_key", "key_mark", "key_spot",
           "key_values", "key_width", "shown_ring", "PROFILE_LESSONS"]

#: The key to the marks at the layout's ends, beside the Total box, each drawn as the
#: board draws it: a solid disc (a counted end: what it counts toward the Total), a
#: hollow ring (an attach point: it counts nothing) and a "+N" chip (shown with a tile
#: chosen: what a play there scores). Each: its words, its short words (large text: a
#: couple of words where the long ones do not fit), its mark. The disc's line shows,
#: and the chip's while chips are on the board, else the ring's while a ring is.
#: Each line shows the board's own value (r6a, r6b CLARITY 1: fixed example values
#: read as real offers): ``{n}`` is a real end's count or a real chip's points.
RING_KEY = ((N_("this end: {n} toward the Total"), N_("adds {n}"), "disc"),
            (N_("play here: counts 0"), N_("adds 0"), "ring"),
            (N_("a play there scores {n}"), N_("scores"), "chip"))
#: The key's mark (a disc or a ring) and the gap after it (design px, 100 % text).
KEY_MARK, KEY_GAP = 26, 6
#: A "+5" chip's width in the key: this many marks (with the short words: narrower).
CHIP_W, CHIP_W_SHORT = 1.6, 1.25
#: The key teaches: it shows in the first hand of a game until the board holds this
#: many tiles a player (the player has made a few plays), and whenever a hollow ring
#: is on the board, the first RING_LESSONS times one appears; otherwise it is hidden
#: (the top of the table stays calm).
TEACH_PLAYS, RING_LESSONS = 3, 3
#: A profile sees the key this many times in all (each time it comes up, counted in
#: its settings' ``ring_key_seen``), then never again (r7b 07_myturn: it came up on
#: almost every turn and turned into noise).
PROFILE_LESSONS = 4


def key_mark(text_scale: float) -> float:
    """The key's mark at a text size (design px): it grows a little with the words."""
    return KEY_MARK * min(1.25, max(1.0, text_scale))


def key_width(text_scale: float, short: bool = False) -> float:
    """The widest mark in the key (the "+5" chip) at a text size (design px); with the
    short words (large text) the chip is narrower."""
    return key_mark(text_scale) * (CHIP_W_SHORT if short else CHIP_W)


class KeyTutor:
    """When the ring key beside the Total shows (see :data:`TEACH_PLAYS`): ``rows()``
    each frame gives the key's lines (indexes into :data:`RING_KEY`) or () when hidden.
    ``settings``: the profile's (its ``ring_key_seen`` counts the times the key came
    up, at most :data:`PROFILE_LESSONS`); ``save``: called when that count grows."""

    def __init__(self, settings=None, save=None):
        self.lessons = 0  # how many times a hollow ring has appeared on the board
        self._ring = False
        self._up = False  # the key is up (a lesson under way)
        self.settings, self.save = settings, save
        self._seen = 0  # without settings: the times the key came up here

    @property
    def seen(self) -> int:
        """The times this profile has seen the key come up."""
        return getattr(self.settings, "ring_key_seen", self._seen)

    def _count_up(self) -> None:
        if self.settings is None:
            self._seen += 1
            return
        self.settings.ring_key_seen = self.seen + 1
        if self.save is not None:
            self.save()

    def rows(self, hand_no: int, tiles: int, players: int, ring: bool,
             chips: bool, dialog: bool = False) -> tuple[int, ...]:
        """``hand_no``: the hand (0: the game's first); ``tiles``: on the board;
        ``ring``: a hollow ring on the board now; ``chips``: "+N" chips on it now;
        ``dialog``: a dialog is up over the table (the key hides, its lesson goes on)."""
        if ring and not self._ring:
            self.lessons += 1
        self._ring = ring
        rows: tuple[int, ...] = ()
        if tiles > 0:  # nothing on the board: nothing real to explain yet
            first = hand_no <= 0 and tiles < TEACH_PLAYS * players
            if first or (ring and self.lessons <= RING_LESSONS):  # the marks on the board
                rows = (0,) + ((2,) if chips else (1,) if ring else ())
        if not rows:
            self._up = False
            return ()
        if not self._up:  # the key comes up: a lesson, while the profile has some left
            if dialog or self.seen >= PROFILE_LESSONS:
                return ()
            self._up = True
            self._count_up()
        return () if dialog else rows


def _count(label: str) -> int:
    """What a mark's words count: "5" is 5, a double's end "6×2" is 12."""
    a, _x, b = label.partition("\u00d7")
    return int(a) * (int(b) if b else 1)


def key_spot(board, v, label: str):
    """The screen box of the board's counted end whose mark reads ``label`` (the one
    the key's disc line is about), or None."""
    if v.layout is None or not v.layout.placed:
        return None
    return next((box for kind, _p, lab, box in board.badge_boxes(v.layout)
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
            if k not in out or (k == "disc" and "\u00d7" in out[k][0] and label.isdigit()):
                out[k] = (label, _count(label) if k == "disc" else 0)
    if chips:
        best = max(chips.values())
        out["chip"] = (f"+{best}", best)
    return out


def shown_ring(board, v) -> bool:
    """A hollow ring drawn on ``board`` now (the opening's, on an empty board)."""
    if v.layout is None or not v.layout.placed:
        return True
    return any(k == "ring" and box is not None
               for k, _p, _l, box in board.badge_boxes(v.layout))


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
        long_words, short_words, kind = RING_KEY[row]
        label, n = values[kind]
        words = _(short_words if short else long_words).format(n=n)
        column = pygame.Rect(r.x, y, vp.length(key_width(scale, short)), slot)
        mark = pygame.Rect(0, 0, column.w if kind == "chip" else d, d)
        mark.center = column.center  # the words in line, whatever the mark
        if kind == "disc":
            pygame.draw.ellipse(surf, THEME.badge, mark)
            pygame.draw.ellipse(surf, THEME.ring, mark, max(1, vp.length(2)))
            # its number only where it fits at the key's full size (r7a 124_hint: a
            # shrunk "4×2" in the disc could not be read): the words say the count,
            # and the end it is about is ringed on the board
            if text.get(label, size, THEME.badge_ink, True).get_width() <= mark.w:
                text.draw(surf, label, size, THEME.badge_ink, mark.center, "center", True,
                          False)
        elif kind == "ring":
            pygame.draw.ellipse(surf, THEME.ring, mark, max(2, vp.length(3)))
            text.draw(surf, label, size, THEME.ring, mark.center, "center", True,
                      False, box=mark)
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
