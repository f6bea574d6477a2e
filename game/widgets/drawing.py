"""Drawing helpers of the menu screens: background art, tiles, arrows, dimming, the
controls line, a pulse."""

from __future__ import annotations

import math

import pygame

from ..ui import THEME, Fonts, Viewport, draw_sniff_mark, draw_text, draw_text_fit

__all__ = ["draw_background", "menu_anchor", "draw_tile", "draw_arrow", "dim", "footer_hints",
           "pulse", "draw_logo", "LOGO_SIZE"]

_BACKGROUNDS: dict = {}


def draw_background(surf, name: str = "menu.tmx") -> None:
    """The menu background from ``assets/maps/menu.tmx`` (felt if the map is missing)."""
    bg = _BACKGROUNDS.get(name)
    if bg is None:
        try:
            from ..maps import Background
            bg = Background(name)
        except Exception:  # the map module or its art is unavailable: plain felt
            bg = False
        _BACKGROUNDS[name] = bg
    if bg:
        try:
            bg.draw(surf)
            return
        except (pygame.error, ValueError, FileNotFoundError):
            _BACKGROUNDS[name] = False
    surf.fill(THEME.felt)


def menu_anchor(name: str, default) -> pygame.Rect:
    """A design rect from ``menu.tmx``'s anchors, or ``default``."""
    try:
        from ..maps import load_map
        return pygame.Rect(load_map("menu.tmx").anchors[name])
    except Exception:
        return pygame.Rect(default)


_TILE_ART = None


def draw_tile(surf, center, first: int, second: int, vertical: bool, unit: int,
              outline=None) -> pygame.Rect:
    """A face-up domino at screen ``center`` (``first`` on the left/top), ``unit`` the
    short side in pixels; ``outline`` a colour to ring it (the sniff's orange)."""
    global _TILE_ART
    if _TILE_ART is None:
        from ..render.tiles import TileArt
        _TILE_ART = TileArt(limit=200)
    img = _TILE_ART.face(first, second, vertical, unit)
    r = img.get_rect(center=center)
    sh = pygame.Rect(r).move(max(1, unit // 12), max(1, unit // 10))
    pygame.draw.rect(surf, (0, 0, 0), sh, border_radius=max(2, unit // 6))
    surf.blit(img, r)
    if outline is not None:  # the sniff: an outline and a corner mark
        ring = r.inflate(max(3, unit // 6), max(3, unit // 6))
        pygame.draw.rect(surf, outline, ring, width=max(2, unit // 12),
                         border_radius=max(3, unit // 5))
        draw_sniff_mark(surf, ring, unit)
    return r


def draw_arrow(surf, rect: pygame.Rect, direction: int, color) -> None:
    """A filled triangle in ``rect`` pointing left (-1) or right (+1)."""
    cx, cy = rect.center
    w, h = rect.w * 0.28, rect.h * 0.32
    if direction < 0:
        pts = [(cx - w, cy), (cx + w * 0.7, cy - h), (cx + w * 0.7, cy + h)]
    else:
        pts = [(cx + w, cy), (cx - w * 0.7, cy - h), (cx - w * 0.7, cy + h)]
    pygame.draw.polygon(surf, color, pts)


#: The SNIFF logo's design size: the same on the title and the menu (a picture: the
#: player's text size does not change it).
LOGO_SIZE = 132


def draw_logo(surf, vp: Viewport, fonts: Fonts, title_rect) -> pygame.Rect:
    """The game's name, centred in the design rect ``title_rect`` (menu.tmx's "title"
    anchor), at the same size and place on every screen that shows it."""
    font = fonts.get_fixed(LOGO_SIZE, bold=True)
    return draw_text(surf, font, "SNIFF", THEME.ivory,
                     vp.point((title_rect.centerx, title_rect.centery + 2)), "center")


def dim(surf, alpha: int = 150) -> None:
    """Darken the whole surface (behind an overlay)."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surf.blit(shade, (0, 0))


def footer_hints(surf, vp: Viewport, fonts: Fonts, text: str) -> None:
    """The controls line at the bottom of a screen (``text`` already translated)."""
    box = vp.rect((40, 648, 1200, 44))  # its foot where it always was; room to grow
    draw_text_fit(surf, fonts, 22, text, THEME.ink, box, "midbottom", shadow=True)


def pulse(t: float, period: float = 1.6) -> float:
    """0..1..0 smoothly over ``period`` seconds."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * t / period)
