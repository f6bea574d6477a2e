"""The colour themes: classic, colour-blind safe, high contrast."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pygame

from .cloth import CLOTHS, DEFAULT_CLOTH

__all__ = ["Theme", "THEME", "THEMES", "THEME_NAMES", "set_theme", "shade_backdrop"]


@dataclass
class Theme:
    """The colours of one theme. :data:`THEME` is the one in use; :func:`set_theme`
    changes it in place, so every module that imported it sees the new colours.

    No information is carried by colour alone in any theme: counted ends are solid
    discs and attach points hollow rings, the sniff has an outline *and* a corner
    mark, the focused spot a double ring, the seat to play an arrow, and so on.
    """
    name: str = "classic"
    felt: tuple = (18, 92, 58)
    felt_dark: tuple = (12, 66, 42)
    ink: tuple = (245, 240, 225)          # main text on felt
    ink_dim: tuple = (214, 226, 212)
    ink_dark: tuple = (30, 30, 30)        # text on light panels
    ink_soft: tuple = (90, 80, 70)        # secondary text on light panels
    panel: tuple = (250, 246, 234)
    panel_edge: tuple = (120, 84, 48)
    accent: tuple = (255, 170, 40)        # the sniff's orange outline, highlights
    good: tuple = (70, 200, 120)
    bad: tuple = (230, 80, 70)
    focus: tuple = (255, 220, 90)
    ivory: tuple = (250, 246, 232)
    ivory_edge: tuple = (170, 160, 140)
    pip: tuple = (25, 25, 30)
    shadow: tuple = (0, 0, 0, 90)
    #: Counted-end discs (solid) and their numbers; attach-point rings (hollow).
    badge: tuple = (200, 40, 40)
    badge_ink: tuple = (250, 246, 232)
    ring: tuple = (250, 246, 232)
    #: Rows and buttons on the menu screens.
    row: tuple = (232, 226, 208)
    row_hot: tuple = (255, 250, 236)
    #: A button or row that does nothing now: flat and dark, a thin dim edge, light
    #: dimmed words (an ivory one read as pressable).
    disabled: tuple = (66, 62, 54)
    disabled_ink: tuple = (196, 190, 178)
    disabled_edge: tuple = (118, 112, 100)
    #: Team / seat colours (always with a name or letter beside them).
    team_a: tuple = (255, 170, 40)
    team_b: tuple = (70, 120, 190)
    #: Dark boxes on the table (scores, labels, summary) and their text.
    box: tuple = (40, 26, 14)
    #: Extra darkening of the background art (0..255): high contrast dims the felt.
    backdrop_dim: int = 0
    #: The theme sets the felt itself (high contrast): the table cloth does not apply.
    own_felt: bool = False
    #: The cloth on the table now (game.ui.cloth): its felt colours are ``felt`` /
    #: ``felt_dark`` and the maps tint their art with it. Set by :func:`set_theme`.
    cloth: str = DEFAULT_CLOTH
    #: The tile set in use (game.ui.tilesets); kept when the theme changes.
    tiles: str = "ivory"


#: The themes Options offers. "colorblind": colours from the Okabe-Ito palette, chosen
#: so that the marks stand out from the green felt under protanopia, deuteranopia and
#: tritanopia alike (yellow counted-end discs with black numbers rather than red
#: ones; tests/i18n/test_i18n.py checks it with simulated colour blindness); "contrast":
#: black, white and yellow on a darkened table.
THEMES = {
    "classic": Theme(),
    "colorblind": Theme(
        name="colorblind",
        accent=(245, 178, 30), focus=(240, 228, 66), good=(86, 180, 233), bad=(213, 94, 0),
        badge=(255, 214, 70), badge_ink=(20, 20, 20), ring=(255, 255, 255),
        team_a=(245, 178, 30), team_b=(86, 180, 233)),
    "contrast": Theme(
        name="contrast",
        felt=(10, 40, 26), felt_dark=(0, 0, 0), ink=(255, 255, 255), ink_dim=(235, 235, 235),
        ink_dark=(0, 0, 0), ink_soft=(0, 0, 0), panel=(255, 255, 255), panel_edge=(0, 0, 0),
        accent=(255, 200, 0), good=(90, 255, 140), bad=(255, 90, 90), focus=(255, 255, 0),
        badge=(255, 255, 255), badge_ink=(0, 0, 0), ring=(255, 255, 255),
        row=(255, 255, 255), row_hot=(255, 255, 160), disabled=(40, 40, 40),
        disabled_ink=(210, 210, 210), disabled_edge=(140, 140, 140), team_a=(255, 200, 0), team_b=(120, 200, 255),
        box=(0, 0, 0), backdrop_dim=170, own_felt=True),
}
THEME_NAMES = tuple(THEMES)

THEME = Theme()


def set_theme(name: str, cloth: str = DEFAULT_CLOTH) -> str:
    """Make ``name`` (a key of :data:`THEMES`; unknown: classic) the theme in use, on
    the table cloth ``cloth`` (a key of :data:`game.ui.cloth.CLOTHS`; unknown: green).
    A theme that sets its own felt (high contrast) wins over the cloth."""
    if name not in THEMES:
        name = "classic"
    src = THEMES[name]
    for f in fields(Theme):
        if f.name != "tiles":
            setattr(THEME, f.name, getattr(src, f.name))
    c = CLOTHS.get(cloth, CLOTHS[DEFAULT_CLOTH])
    if not src.own_felt:
        THEME.felt, THEME.felt_dark, THEME.cloth = c.felt, c.felt_dark, c.id
    return name


def shade_backdrop(surf) -> None:
    """Darken background art for the high-contrast theme (nothing in the others)."""
    if THEME.backdrop_dim > 0:
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, THEME.backdrop_dim))
        surf.blit(shade, (0, 0))
