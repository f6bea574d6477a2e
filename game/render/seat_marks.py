"""Each seat's "last action" bubble by its name plate: "[3|6] +10", "drew 3",
"passed", so a player can read after the fact what every bot did. It stays until that
seat acts again (the view model's ``last_action``, set by the director's beats).

The bubble is anchored to the seat label's screen rect (whatever box the table draws
the name plate in): :func:`marker_anchor` is the one place that decides where.

A light tag, not another dark chip (the table showed ring numbers, "+N"
chips, the sum, the "+N" popup, the log lines and these all at once): a see-through
pill with a hairline edge, regular weight; while the log line says the seat's play
(:func:`told_seat`) its tag keeps only what the line does not say ("drew 2"); it keeps
CLEAR px off every panel, never on a border.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from ..texts import tile_label
from ..ui import THEME
from ..ui.numbers import score as score_text
from ..ui.viewport import FELT
from .furniture import BRASS
from .table_sizes import CHIP_TEXT, sized

__all__ = ["badge_words", "draw_glow", "draw_race_bar", "race_fill", "race_zero_x", "BELOW_ZERO", "marker_text",
           "marker_anchor", "draw_last_action", "place_bubble", "bubble_height",
           "told_seat", "is_told", "MARK_TEXT", "CLEAR"]

#: The bubble's text size at 100 % text (design px, 18 px: the HUD's 16 read as small;
#: drawn at :func:`~.table_sizes.sized`, the HUD's size at 200 %).
MARK_TEXT = CHIP_TEXT
#: The bubble's plate: this opaque over the felt (the words keep their contrast).
PLATE_ALPHA = 130
#: The bubble's padding round its words (design px, across and down), its pointer and
#: the room between the pointer's tip and the plate (never on its border).
PAD_X, PAD_Y, TIP, GAP = 7, 1, 4, 3
#: A chip with no place clear of the board (tiles, end discs, rings) at its size may
#: shrink down to this share of its width to find one (at 200 % text).
SOFT_SHRINK = 0.7
#: How far a bubble keeps off a panel's edge (design px): never on its border (not
#: West's "drew 4 · [0|3]" on the boneyard's border).
CLEAR = 8
#: ... and this far inside the felt's edge (design px).
EDGE_CLEAR = 6



def badge_words(label, score: int) -> str:
    """The words on a seat's score badge: its score, or in partnerships (4 players,
    ``label.team`` set) the team's, said as the team's (the same number on both
    opponents' badges read as if each had it): "Team 35", the badge in the team's
    colour, as the score panel's "West + East" row."""
    words = score_text(score)
    # (at large text the plates grow and sit by their racks: the word would run into
    # the rack, so the badge keeps its number, in the team's colour)
    if getattr(label, "team", None) is None or getattr(label, "grows", False):
        return words
    return _("Team {score}").format(score=words)

def told_seat(view) -> int | None:
    """The seat whose last play the status panel's log line says now (the latest move,
    while no note stands in its place): its bubble would say it again."""
    note = getattr(view, "note", None)
    if note is not None and getattr(note, "left", 0) > 0:
        return None
    msg = getattr(view, "last_move", None)
    if msg is None or msg.key != "play":
        return None
    return msg.seat


def is_told(view, seat: int, earlier=()) -> bool:
    """Whether the log says ``seat``'s last play now: the status panel's line
    (:func:`told_seat`) or one of the ``earlier`` moves over it (``Msg``, the table's
    dim lines), that same tile (its bubble would say it a second time)."""
    act = view.last_action.get(seat) if hasattr(view, "last_action") else None
    if act is None or act.tile < 0:
        return False
    if told_seat(view) == seat and view.last_move.data.get("move") is not None \
            and view.last_move.data["move"].tile == act.tile:
        return True
    return any(m.key == "play" and m.seat == seat and m.data.get("move") is not None
               and m.data["move"].tile == act.tile for m in earlier)


def marker_text(act, stamp: bool = False, told: bool = False) -> tuple[str, bool]:
    """The words of a :class:`~game.present.view.LastAction` in the language shown
    now, and whether it scored (drawn in the scoring colour). ("", False): nothing.
    ``stamp``: the pass as it happens, "PASS" (then "passed"). ``told``: the log line
    says the play now: only the draw before it ("drew 2"), if any."""
    if act is None:
        return "", False
    parts = []
    if act.drew:
        parts.append(_("drew {n}").format(n=act.drew))
    if told and act.tile >= 0:
        return (parts[0] if parts else ""), False
    if act.tile >= 0:
        parts.append(tile_label(act.tile) + (f" +{act.points}" if act.points else ""))
    elif act.passed:
        parts.append(_("PASS") if stamp else _("passed"))
    return " \u00b7 ".join(parts), bool(act.points)


def _mark_size(text) -> float:
    """The bubble's design text size at the player's text size."""
    return sized(MARK_TEXT, getattr(text, "fonts", None))


def marker_anchor(label_rect: pygame.Rect, below: int = 0) -> tuple[int, int]:
    """Where the bubble's top centre goes: just under the seat's name plate
    ``label_rect`` (screen px), ``below`` px further down (under a "thinking..." line)."""
    return label_rect.centerx, label_rect.bottom + below


def bubble_height(vp, text) -> int:
    """Screen px from the name plate's foot to the bubble's foot (one line of words)."""
    img = text.get(_("drew {n}").format(n=8), _mark_size(text), THEME.ink, False)
    return img.get_height() + 2 * vp.length(PAD_Y) + vp.length(TIP) + vp.length(GAP)


def place_bubble(box: pygame.Rect, label_rect: pygame.Rect, felt: pygame.Rect,
                 avoid=(), gap: int = 4, tip: int = 5, gap_tip: int = GAP, soft=(),
                 top: int | None = None, clear: bool = False):
    """Where a bubble ``box`` goes (see :func:`_place`): clear of ``avoid`` and of the
    ``soft`` rects too (the board's tiles, end discs and rings: at 200 %, a chip on
    the line's end disc) wherever such a place exists, else clear of ``avoid`` only.
    ``top``: the screen y of the top of the seat's card (its score badge over the
    plate): a bubble over the plate goes over that. Returns the box and where it is
    (see :func:`_place`), and with ``clear`` whether it is clear of ``soft`` too."""
    if soft:
        # (the board's rects already hold their halos: touching them is clear of them)
        soft = [pygame.Rect(r).inflate(-2 * gap, -2 * gap) for r in soft]
        got = _place(box, label_rect, felt, [*avoid, *soft], gap, tip, gap_tip, top)
        if got[2]:
            return got if clear else got[:2]
    got = _place(box, label_rect, felt, avoid, gap, tip, gap_tip, top)
    return (got[0], got[1], not soft) if clear else got[:2]


def _place(box: pygame.Rect, label_rect: pygame.Rect, felt: pygame.Rect,
           avoid, gap: int, tip: int, gap_tip: int,
           top: int | None) -> tuple[pygame.Rect, str, bool]:
    """Where a bubble ``box`` (hung under the plate ``label_rect``) goes, ``gap`` px
    clear of the panels ``avoid`` (the hands' racks, the boneyard: not a chip
    over the top of a side hand's rack, nor one on a panel's border; the other
    plates and chips): under the plate, slid along it to clear them, else beside the
    plate on the table's side (level with its foot), else over it. Returns the box,
    where it is: "under", "over", "left" or "right" (of the plate), and whether it is
    clear (False: no clear place, the box under the plate)."""
    avoid = [pygame.Rect(a).inflate(2 * gap, 2 * gap) for a in avoid
             if pygame.Rect(a) != label_rect]  # (its own plate: it hangs from it)

    def fits(b):
        return felt.contains(b) and b.collidelist(avoid) < 0

    b = box.clamp(felt)
    if fits(b):
        return b, "under", True
    # slid along the plate (its pointer still under the plate): the nearest clear place
    reach = range(label_rect.left - b.w + 2 * tip, label_rect.right - 2 * tip + 1)
    xs = sorted({x for a in avoid for x in (a.right, a.left - b.w)
                 if x in reach}, key=lambda x: abs(x - b.x))
    for x in xs:
        c = b.move(x - b.x, 0)
        if fits(c):
            return c, "under", True
    # beside the plate, on the side towards the table's middle, its pointer to it
    right = label_rect.centerx < felt.centerx
    side = b.copy()
    if right:
        side.left = label_rect.right + tip + gap_tip
    else:
        side.right = label_rect.left - tip - gap_tip
    for bottom in (label_rect.bottom, label_rect.centery + side.h // 2):
        side.bottom = bottom
        if fits(side):
            return side, ("right" if right else "left"), True
    over = b.copy()  # over the plate, its pointer down to it (just over it: not as far
    # up as a "thinking..." line under the plate put it down)
    over.bottom = (label_rect.top if top is None else min(top, label_rect.top)) \
        - tip - gap_tip
    if fits(over):
        return over, "over", True
    return b, "under", False


def _overshoot(box: pygame.Rect, felt: pygame.Rect, avoid, gap: int) -> int:
    """How many px too wide ``box`` is for the room it is in (0: it is clear)."""
    hit = box.collidelist([pygame.Rect(a).inflate(2 * gap, 2 * gap) for a in avoid])
    if hit < 0:
        return max(0, box.w - felt.w)
    a = avoid[hit]
    if a.centerx > box.centerx:  # the panel on its right: the room from the felt's edge
        return box.w - (a.left - gap - felt.left)
    return box.w - (felt.right - a.right - gap)


def draw_last_action(surf, vp, text, label_rect: pygame.Rect, act,
                     below: int = 0, flash: bool = False, avoid=(),
                     told: bool = False, soft=(),
                     top: int | None = None) -> pygame.Rect | None:
    """Draw seat's last action ``act`` as a bubble under ``label_rect``: a light
    see-through tag with a small pointer up to the name plate. ``flash``: the seat has
    just passed ("PASS" in the turn's gold, in place of a stamp over its name).
    ``avoid``: screen rects it keeps CLEAR px off (the panels round the table; see
    :func:`place_bubble`; ``soft``, ``top``: as there). ``told``: the log line says this
    play now (only a draw before it is shown, see :func:`marker_text`). Returns its rect
    (None: nothing)."""
    words, scored = marker_text(act, flash, told)
    if not words:
        return None
    avoid = [pygame.Rect(a) for a in avoid if pygame.Rect(a) != label_rect]
    color = THEME.focus if scored or flash else THEME.ink
    max_w = max(label_rect.w + vp.length(40), vp.length(120))
    x, y = marker_anchor(label_rect, below)
    pad_x, pad_y, tip = vp.length(PAD_X), vp.length(PAD_Y), vp.length(TIP)
    # inside the wooden rail, never over it nor against it (in Chinese at 200 % East's
    # "摸了 1 张 · [0|3]" lay flush with the rail)
    felt = vp.rect(FELT).clip(surf.get_rect()).inflate(-2 * vp.length(EDGE_CLEAR),
                                                       -2 * vp.length(EDGE_CLEAR))
    gap = vp.length(CLEAR)
    least = None  # the narrowest its words go to find a place clear of the board
    for _try in range(5):  # no clear place: its words a little smaller, to fit the room
        img = text.get(words, _mark_size(text), color, flash, max_w=max_w)
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y)
        box.midtop = (x, y + tip + vp.length(GAP))
        box, where, clear = place_bubble(box, label_rect, felt, avoid, gap, tip,
                                         vp.length(GAP), soft, top, clear=True)
        over = _overshoot(box, felt, avoid, gap)
        if over:
            if img.get_width() - over < vp.length(40):
                break
            max_w = img.get_width() - over
            continue
        # clear of the panels but on the board (its end disc, a ring, a tile): a little
        # smaller, down to SOFT_SHRINK of its size, where that finds it a clear place
        least = least or round(img.get_width() * SOFT_SHRINK)
        if clear or img.get_width() <= least:
            break
        max_w = max(least, round(img.get_width() * 0.9))
    rad = box.h // 2  # a pill: a tag, not a panel
    # a light touch on the table (~10 dark pills at once in 4 players, then
    # still too many dark chips): a see-through smoky pill, a hairline edge (the turn's
    # gold for a score or a pass), no solid fill, no heavy border; its pointer to the
    # plate over the plate's span and within the bubble's
    # (a light edge: the smoky fill cannot stand out from a dark cloth, the brown
    # edge it had read as nothing on the wine and walnut cloths)
    edge = THEME.focus if scored or flash else THEME.ink_dim
    fill = (16, 20, 16, PLATE_ALPHA)
    area = box.inflate(2 * (tip + 1), 2 * (tip + 1))
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    inner = box.move(-area.x, -area.y)
    pygame.draw.rect(layer, fill, inner, border_radius=rad)
    if where in ("under", "over"):
        px = min(max(x, box.left + rad + tip, label_rect.left + tip),
                 box.right - rad - tip, label_rect.right - tip) - area.x
        y0, y1 = ((inner.top + 1, inner.top - tip) if where == "under"
                  else (inner.bottom - 1, inner.bottom + tip - 1))
        pts = [(px - tip, y0), (px + tip, y0), (px, y1)]
    else:  # beside the plate: level with the plate's middle where the bubble reaches it
        py = min(max(label_rect.centery, box.top + rad), box.bottom - rad) - area.y
        x0, x1 = ((inner.left + 1, inner.left - tip) if where == "right"
                  else (inner.right - 1, inner.right + tip - 1))
        pts = [(x0, py - tip), (x0, py + tip), (x1, py)]
    pygame.draw.polygon(layer, fill, pts)
    surf.blit(layer, area)
    pygame.draw.rect(surf, edge, box, 1, border_radius=rad)
    text.draw(surf, words, _mark_size(text), color, box.center, "center", flash, False,
              max_w=max_w, box=box.inflate(-pad_x, 0))
    return box


#: The seat to play: the glow round its plate reaches this far out (design px).
GLOW = 6


def draw_glow(surf, vp, r: pygame.Rect, cache: dict) -> None:
    """A soft halo of the turn colour round the seat plate ``r`` (screen px): still,
    no pulse (no frames spent on it); drawn once a size into ``cache``."""
    g = vp.length(GLOW)
    key = ("glow", r.size, tuple(THEME.focus), g)
    img = cache.get(key)
    if img is None:
        img = pygame.Surface((r.w + 2 * g, r.h + 2 * g), pygame.SRCALPHA)
        for i in range(g, 0, -1):  # outer rings faint, inner ones stronger
            a = round(110 * (1 - i / (g + 1)) ** 2)
            box = pygame.Rect(g - i, g - i, r.w + 2 * i, r.h + 2 * i)
            pygame.draw.rect(img, (*THEME.focus[:3], a), box, 2,
                             border_radius=vp.length(8) + i)
        cache[key] = img
    surf.blit(img, (r.x - g, r.y - g))


def draw_race_bar(surf, track: pygame.Rect, share: float, colour,
                  below: bool = False) -> tuple:
    """A score's progress towards the target (the score panel's race): a dark track,
    filled ``share`` of its width in ``colour``; (the track, the filled rect).
    ``below``: a score of the game is below zero, so the track keeps room left of a
    zero mark and a negative ``share`` fills that side in the loss colour (else a
    score below zero showed no bar at all)."""
    rad = track.h // 2
    pygame.draw.rect(surf, (14, 30, 22), track, border_radius=rad)
    fill = race_fill(track, share, below)
    if fill.w > 0:
        pygame.draw.rect(surf, THEME.bad if share < 0 else colour, fill, border_radius=rad)
    pygame.draw.rect(surf, BRASS, track, 1, border_radius=rad)
    if below:
        zero = race_zero_x(track)
        pygame.draw.rect(surf, THEME.ink, (zero - 1, track.y - 3, 2, track.h + 6))
    return pygame.Rect(track), fill


#: The share of a race track left of its zero mark while a score is below zero.
BELOW_ZERO = 0.2


def race_zero_x(track: pygame.Rect) -> int:
    """The zero mark's x on a race track that keeps room for scores below zero."""
    return track.x + round(track.w * BELOW_ZERO)


def race_fill(track: pygame.Rect, share: float, below: bool = False) -> pygame.Rect:
    """The filled part of a race track for a score ``share`` of the target: from the
    track's start (or its zero mark, ``below``) rightwards; below zero, leftwards from
    the zero mark (at least a readable stub of twice the track's height)."""
    if not below:
        return pygame.Rect(track.x, track.y, round(track.w * max(0.0, min(1.0, share))),
                           track.h)
    zero = race_zero_x(track)
    if share >= 0:
        return pygame.Rect(zero, track.y, round((track.right - zero) * min(1.0, share)),
                           track.h)
    w = max(2 * track.h, round((track.right - zero) * -share))
    w = min(w, zero - track.x)
    return pygame.Rect(zero - w, track.y, w, track.h)
