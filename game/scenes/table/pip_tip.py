"""What the player's pips tag means (game.render.pip_tag: "−15" by the tray, a new
player asked what "−50" meant), said in a plain sentence only when the player asks, as
the board's marks are (game.render.ring_key): the mouse over the tag, or, with the
keyboard or a pad, the hint asked for (H / Y: the table's help) while it shows; and
once by itself, the first time the tag takes something off (a "−50" explained only on
hover went unexplained): for :data:`TOLD_SECONDS` of that turn of the player's, then
never again while the game runs (the app's session). Never otherwise: the table's words stay few
(bench/text_load.py)."""

from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ...render.pip_tag import deducts, hand_cost
from ...ui import THEME
from ...ui.viewport import FELT
from ...widgets.text import wrap_text

__all__ = ["tip_words", "tip_asked", "draw_pip_tip", "show_pip_tip", "TIP_TEXT", "TIP_WIDTH",
           "TOLD_SECONDS"]

#: The tooltip's words (design size at 100 % text): the board marks' tooltips' size.
TIP_TEXT = 21
#: The tooltip's widest line (design px): a long sentence wraps onto a second line.
TIP_WIDTH = 470
#: The first tag that takes something off says what it means by itself this long (s of
#: the table's clock, on the player's turn).
TOLD_SECONDS = 4.0


def tip_words(tiles, rules) -> str:
    """The tag's sentence for the player holding ``tiles`` under ``rules``, its number
    the tag's own (:func:`game.render.pip_tag.hand_cost`: the engine's hand-end cost)."""
    pips, change = hand_cost(tiles, rules)
    if not deducts(rules):
        # TRANSLATORS: the tooltip of the small "16" tag by the player's tiles (Sniff 61);
        # "/ 5" as in the hand summary's line about the winner's score
        return ngettext("{n} pip in your hand: you lose nothing; the hand's winner scores "
                        "the opponents' pips / 5",
                        "{n} pips in your hand: you lose nothing; the hand's winner "
                        "scores the opponents' pips / 5", pips).format(n=pips)
    if not change:
        # TRANSLATORS: the tooltip of the small "0" tag by the player's tiles (1 or 2 pips)
        return _("If the hand ended now, you would lose nothing (your pips round to 0)")
    # TRANSLATORS: the tooltip of the small "−15" tag by the player's tiles
    return _("If the hand ended now, you would lose {n} (your pips, rounded to 5)").format(
        n=-change)


def tip_asked(scene) -> bool:
    """Whether the player asks about the tag now: the live mouse pointer over it (the
    painter's ring_key.LivePointer, as the board marks' tooltips read it this frame),
    or (keyboard, pad) a hint asked for and showing. Never under a dialog or a banner."""
    painter, ctl, v = scene.painter, scene.controller, scene.view
    told = _told_now(scene)  # (each frame: its turn's end ends it)
    tag = painter.pip_tag.rect
    if (tag is None or scene.human is None or not painter.pip_shown(v, scene.human)
            or scene.app.top is not scene or v.banner):
        return False
    if told:
        return True
    live = painter.pointer  # the mouse as the board's tooltips took it this frame
    pointer = live.seen if live.live else None
    if pointer is not None:
        return tag.collidepoint(pointer)
    return ctl.source in ("key", "pad") and bool(ctl.hint_text)


def _told_now(scene) -> bool:
    """The tag says what it means by itself now: the first time (this session) it takes
    something off on the player's turn, for :data:`TOLD_SECONDS` of that turn (its
    words go with the turn: the table's words stay few, bench/text_load.py)."""
    app = scene.app
    since = getattr(app, "pip_told_at", None)
    if since is None:
        if not scene.human_turn or getattr(scene.config, "demo", False):
            return False
        about = scene.painter.pip_tag.about
        if about is None or scene.human is None:
            return False
        tiles, rules = about
        if not deducts(rules) or not hand_cost(tiles, rules)[1]:
            return False
        app.pip_told_at = since = (id(scene), scene.time)
    if since[0] != id(scene):
        return False
    if not scene.human_turn:  # the turn is over: said, never again
        app.pip_told_at = (None, since[1])
        return False
    return 0.0 <= scene.time - since[1] < TOLD_SECONDS


#: The last layout worked out (its inputs, its answer): a tip shown stays put.
_PLACED: list = [None, None]


def _place(surf, vp, tag: pygame.Rect, size, avoid,
           gap: int) -> tuple[pygame.Rect, int] | None:
    """Where the tooltip's plate of ``size`` goes: just over the tag, its tail down to
    the tag's top, ``gap`` px off every rect in ``avoid`` (the hands' tiles, the
    buttons, the status lines, the board's tiles), wholly on the felt (ga_109: in
    Chinese it reached over the wooden frame), as low and as centred on the tag as they
    leave room for; ``(box, tail x)`` or None."""
    w, h = size
    win = vp.rect(FELT).clip(surf.get_rect()).inflate(-vp.length(8), -vp.length(8))
    avoid = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in avoid]
    margin, tail, step = vp.length(14), vp.length(10), max(2, vp.length(4))
    # the tail's foot: the tag's top, its middle first
    feet = sorted(range(tag.left + tail, tag.right - tail + 1, step),
                  key=lambda x: abs(x - tag.centerx))
    bottom = tag.top - vp.length(2) - tail
    while bottom - h >= win.top and bottom > tag.top - vp.length(240):
        for x in feet:
            stem = pygame.Rect(x - tail, bottom, 2 * tail, max(1, tag.top - bottom))
            if stem.collidelist(avoid) >= 0:
                continue
            lo, hi = max(win.left, x - w + margin), min(win.right - w, x - margin)
            for left in sorted(range(lo, hi + 1, step), key=lambda a: abs(a + w // 2 - x)):
                box = pygame.Rect(left, bottom - h, w, h)
                if box.collidelist(avoid) < 0:
                    return box, x
        bottom -= step
    return None


def _balanced(font, words: str, width: int, vp) -> list[str]:
    """``words`` wrapped to ``width``, its lines balanced (no "5)" alone on the last)."""
    lines = wrap_text(font, words, width)
    step = max(4, vp.length(12))
    while len(lines) > 1:
        narrower = wrap_text(font, words, width - step)
        if len(narrower) != len(lines) or width - step < vp.length(160):
            break
        width, lines = width - step, narrower
    return lines


def _layout(surf, vp, font, words, tag, avoid):
    """The tip's lines and ``(box, tail x)`` (None: no free place): as wide as
    :data:`TIP_WIDTH` where that finds a place, else wrapped narrower, down to about
    a third of it (in Polish and Chinese the one long line found room only over the
    frame)."""
    key = (words, id(font), tuple(tag), surf.get_size(), tuple(tuple(r) for r in avoid))
    if _PLACED[0] == key:
        return _PLACED[1]
    pad, line_h = vp.length(8), font.get_linesize()
    top = width = min(vp.length(TIP_WIDTH), vp.rect(FELT).w - 2 * pad - vp.length(16))
    first = None
    gap = vp.length(10)  # clear of them (ga_16: it touched the last tile and the hint)
    while True:
        lines = _balanced(font, words, width, vp)
        size = (max(font.size(line)[0] for line in lines) + 2 * pad,
                line_h * len(lines) + pad)
        first = first or lines
        placed = _place(surf, vp, tag, size, avoid, gap)
        if placed is not None:
            break
        if width < vp.length(TIP_WIDTH * 0.35):
            if not gap:
                break
            gap, width, first = 0, top, None  # no room with a gap: touching, then
        else:
            width = int(width * 0.85)
    out = (lines, placed) if placed is not None else (first, None)
    _PLACED[:] = [key, out]
    return out


def draw_pip_tip(surf, vp, text, tag: pygame.Rect, words: str,
                 avoid=(), cover: bool = True) -> list[pygame.Rect]:
    """The sentence ``words`` on a dark plate just over the tag ``tag`` (screen px), a
    tail pointing down to it (a tip floating mid-table read as about nothing), off the
    rects in ``avoid`` and on the felt (:func:`_layout`, wrapped when long, its lines
    balanced); its box, and its tail's when it has one. Where no place is off them,
    over the tag only if it may ``cover`` them (the pointer on the tag asks for it),
    else not at all (at 200 % in Chinese it hid the hint it came with)."""
    pad = vp.length(8)
    font = text.fonts.get(TIP_TEXT)
    lines, placed = _layout(surf, vp, font, words, tag, list(avoid))
    line_h = font.get_linesize()
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    h = line_h * len(lines) + pad
    edge = max(1, vp.length(2))
    if placed is None and not cover:
        return []
    if placed is None:  # no room by the tag: over it, its right edge the tag's
        box = pygame.Rect(0, 0, w, h)
        box.bottomright = (tag.right, tag.top - vp.length(6))
        box, x = box.clamp(vp.rect(FELT).clip(surf.get_rect())), None
    else:
        box, x = placed
    pygame.draw.rect(surf, (18, 22, 20), box, border_radius=vp.length(8))
    pygame.draw.rect(surf, THEME.panel_edge, box, edge, border_radius=vp.length(8))
    out = [pygame.Rect(box)]
    if x is not None:  # the tail: from the plate's foot to the tag's top
        half, tip = vp.length(8), tag.top - vp.length(2)
        base = box.bottom - edge
        points = [(x - half, base), (x + half, base), (x, max(tip, base + half))]
        pygame.draw.polygon(surf, (18, 22, 20), points)
        pygame.draw.lines(surf, THEME.panel_edge, False, points[1:] + points[:1], edge)
        out.append(pygame.Rect(x - half, box.bottom, 2 * half, max(1, tip - box.bottom)))
    y = box.y + pad // 2
    for line in lines:
        row = pygame.Rect(box.x + pad, y, box.w - 2 * pad, line_h)
        text.draw(surf, line, TIP_TEXT, THEME.ink, row.midleft, "midleft", box=row)
        y += line_h
    return out


def show_pip_tip(surf, scene) -> list[pygame.Rect]:
    """The tag's tooltip when the player asks (:func:`tip_asked`); its box and its
    tail's (none when not asked)."""
    if not tip_asked(scene):
        return []
    painter, vp = scene.painter, scene.app.vp
    tag = painter.pip_tag
    lift = vp.length(8)  # a tile's ring and its lift drawn round its rect
    avoid = [r.inflate(lift, 2 * lift)  # every hand's tiles
             for h, tiles in zip(painter.hands, scene.view.hands) for _t, r in h.rects(tiles)]
    avoid += [vp.rect(b.rect) for b in scene.all_buttons()]
    avoid += painter.status.plates
    avoid += painter.board.blocks(scene.view.layout)  # the board's tiles and end badges
    # the other seats' racks, name plates and last-action chips (at 200 % in Chinese and
    # Polish the plate sat over East's rack of tiles)
    avoid += [r for r in painter.panels() if not r.colliderect(tag.rect)]
    avoid += [painter.label_rect(s) for s in range(scene.players) if s != scene.human]
    avoid += painter.chip_rects
    live = painter.pointer
    pointed = live.live and live.seen is not None and tag.rect.collidepoint(live.seen)
    return draw_pip_tip(surf, vp, scene.text, tag.rect, tip_words(*tag.about), avoid,
                        cover=pointed)
