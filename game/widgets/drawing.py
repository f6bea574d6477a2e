"""Drawing helpers of the menu screens: background art, tiles, arrows, dimming, the
controls line, a pulse."""

from __future__ import annotations

import functools
import math

import pygame

from ..ui import THEME, Fonts, Viewport, draw_sniff_mark, draw_text_fit
from ..ui.text import blit_text

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
    anchor), at the same size and place on every screen that shows it: ivory letters
    warming to gold, a dark walnut outline and a soft shadow (drawn once per size)."""
    font = fonts.get_fixed(LOGO_SIZE, bold=True)
    img = _logo_image(font, THEME.ivory, THEME.accent, THEME.box)
    r = img.get_rect(center=vp.point((title_rect.centerx, title_rect.centery + 2)))
    # recorded like any text (size and contrast, for the legibility tests)
    return blit_text(surf, img, r, "SNIFF", THEME.ivory, font.point_size)


@functools.lru_cache(maxsize=4)
def _logo_image(font: pygame.font.Font, top, bottom, edge) -> pygame.Surface:
    letters = font.render("SNIFF", True, (255, 255, 255))
    w, h = letters.get_size()
    o = max(2, h // 30)          # outline thickness
    d = max(3, h // 14)          # shadow drop
    out = pygame.Surface((w + 2 * o + d, h + 2 * o + d), pygame.SRCALPHA)
    # shadow: the outlined shape, dark and translucent, dropped down-right
    mask = pygame.mask.from_surface(letters, 100)
    solid = mask.to_surface(setcolor=(*edge, 255), unsetcolor=(0, 0, 0, 0))
    shadow = mask.to_surface(setcolor=(0, 0, 0, 110), unsetcolor=(0, 0, 0, 0))
    for dx in range(-o, o + 1):
        for dy in range(-o, o + 1):
            if dx * dx + dy * dy <= o * o + 1:
                out.blit(shadow, (o + dx + d, o + dy + d))
    for dx in range(-o, o + 1):
        for dy in range(-o, o + 1):
            if dx * dx + dy * dy <= o * o + 1:
                out.blit(solid, (o + dx, o + dy))
    # the face: a vertical blend from ``top`` to ``bottom`` through the letters' alpha
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = max(0.0, min(1.0, (y / max(1, h - 1) - 0.35) / 0.65)) * 0.55
        col = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        face.fill((*col, 255), (0, y, w, 1))
    face.blit(letters, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(face, (o, o))
    return out


def dim(surf, alpha: int = 150) -> None:
    """Darken the whole surface (behind an overlay)."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surf.blit(shade, (0, 0))


def footer_hints(surf, vp: Viewport, fonts: Fonts, text: str, inset: int = 0) -> None:
    """The controls line at the bottom of a screen (``text`` already translated),
    ``inset`` design px further in from each side (kept clear for a corner's words:
    the menu's version number, which at 200 % ran on from it: "(pad: D-pad, A, B)v0.1.0")."""
    inset = max(0, min(500, inset))
    box = vp.rect((40 + inset, 648, 1200 - 2 * inset, 44))  # its foot where it always
    # was; room to grow
    draw_text_fit(surf, fonts, 22, text, THEME.ink, box, "midbottom", shadow=True)


def pulse(t: float, period: float = 1.6) -> float:
    """0..1..0 smoothly over ``period`` seconds."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * t / period)
