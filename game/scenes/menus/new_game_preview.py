"""The New-game screen's preview: the real table (its map art), the seats with their
hands face down, and each seat's name and level where the table will show them."""

from __future__ import annotations

import pygame

from ...maps import load_map, table_map_name
from ...ui import DESIGN, THEME, draw_text_fit
from ...ui.viewport import FELT

__all__ = ["draw_table_preview", "SEAT_ORDER"]

#: The seats' English names by player count, as the table names them (seat 0: you).
SEAT_ORDER = {2: ("South", "North"), 3: ("South", "West", "East"),
              4: ("South", "West", "North", "East")}

_ART = None


#: The preview's name tags: their design size, and how much they grow at most with the
#: player's text size.
TAG_SIZE = 22
TAG_GROW = 1.3


def _tiles():
    global _ART
    if _ART is None:
        from ...render.tiles import TileArt
        _ART = TileArt(limit=64)
    return _ART


def draw_table_preview(surf, vp, fonts, rect: pygame.Rect, players: int, seats,
                       partners=(), tiles: int = 7) -> None:
    """The table for ``players`` scaled into the screen rect ``rect``; ``seats`` is
    ``[(name, level or None)]`` per seat (translated); ``partners``: the seats playing
    with you (their tags are edged in your colour); ``tiles``: tiles dealt to each."""
    try:
        tmap = load_map(table_map_name(players))
        art = tmap.design_surface().subsurface((0, 0, *DESIGN))
        surf.blit(pygame.transform.smoothscale(art, rect.size), rect)
    except (FileNotFoundError, ValueError, KeyError, pygame.error):
        tmap = None
        pygame.draw.rect(surf, THEME.felt, rect)
    k = rect.w / DESIGN[0]

    def to_screen(r) -> pygame.Rect:
        return pygame.Rect(rect.x + round(r.x * k), rect.y + round(r.y * k),
                           max(1, round(r.w * k)), max(1, round(r.h * k)))

    art = _tiles()
    unit = max(4, round(rect.w / 48))
    if tmap is not None:
        # the opening sniff on the board, everyone's hand face down, the boneyard
        lay = to_screen(tmap.anchor("layout"))
        img = art.face(6, 6, True, unit)
        surf.blit(img, img.get_rect(center=lay.center))
        for seat in range(players):
            hand = to_screen(tmap.anchor(f"hand_{seat}"))
            vertical_hand = hand.h > hand.w
            back = art.back(not vertical_hand, unit)
            n = tiles
            step = (back.get_height() if vertical_hand else back.get_width()) + 2
            span = step * n - 2
            for i in range(n):
                if vertical_hand:
                    pos = (hand.centerx - back.get_width() // 2, hand.centery - span // 2 + i * step)
                else:
                    pos = (hand.centerx - span // 2 + i * step, hand.centery - back.get_height() // 2)
                if seat == 0:
                    face = art.face((i * 2) % 7, (i * 3 + 1) % 7, True, unit)
                    surf.blit(face, pos)
                else:
                    surf.blit(back, pos)
        bone = to_screen(tmap.anchor("boneyard"))
        back = art.back(False, unit)
        for i in range(3):
            surf.blit(back, back.get_rect(center=(bone.centerx, bone.centery - i * 3)))
    pygame.draw.rect(surf, THEME.panel_edge, rect, vp.length(3))
    _draw_labels(surf, vp, fonts, rect, tmap, players, seats, to_screen, {0, *partners})


def _draw_labels(surf, vp, fonts, rect, tmap, players, seats, to_screen, mine) -> None:
    """A name tag per seat near its hand, kept on the miniature's felt (not out on
    its wooden rail or the preview's frame)."""
    felt = to_screen(pygame.Rect(FELT)).clip(rect) if tmap is not None else rect
    # the tags belong to the miniature: at large text they grow a little (1.3x at most),
    # never so much that they cover the little table they label
    ts = max(1.0, getattr(fonts, "text_scale", 1.0))
    size = TAG_SIZE * min(ts, TAG_GROW) / ts
    for seat in range(players):
        name, level = seats[seat]
        text = name if level is None else f"{name} · {level}"
        font = fonts.get(size, bold=True)
        w = min(rect.w * 2 // 5, fonts.measure(font, text)[0] + vp.length(16))
        h = font.get_linesize() + vp.length(6)
        if tmap is not None:
            hand = to_screen(tmap.anchor(f"hand_{seat}"))
        else:
            hand = pygame.Rect(rect.centerx, rect.bottom - h, 1, 1)
        tag = pygame.Rect(0, 0, w, h)
        if hand.h > hand.w:  # a side seat: the tag above its hand
            tag.midbottom = (hand.centerx, hand.y - vp.length(2))
        elif hand.centery < rect.centery:  # the top seat: below its hand
            tag.midtop = (hand.centerx, hand.bottom + vp.length(2))
        else:  # you: above your hand
            tag.midbottom = (hand.centerx, hand.y - vp.length(2))
        tag.clamp_ip(felt.inflate(-vp.length(6), -vp.length(6)))
        pygame.draw.rect(surf, THEME.box, tag, border_radius=vp.length(8))
        pygame.draw.rect(surf, THEME.team_a if seat in mine else THEME.ivory_edge, tag,
                         vp.length(2), border_radius=vp.length(8))
        draw_text_fit(surf, fonts, size, text, THEME.ink, tag, "center", bold=True,
                      pad=vp.length(6))
