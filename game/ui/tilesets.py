"""Tile sets: the colours of the dominoes (ivory, coloured pips, onyx, wood), unlocked
by the player's level (:mod:`game.levels`).

A set is data only: :func:`tile_colours` turns it into the colours the tile painter
(:mod:`game.render.tiles`) uses, so every tile drawn (table, tutorial, replay, menus)
follows the set in use, ``THEME.tiles`` (set by :func:`apply_tiles`). Ivory is the
theme's own ivory, exactly as before. Coloured pips give each number its own colour,
dark enough to read on ivory (at least 4.5:1); under the high-contrast theme they are
black, as on ivory.
"""

from __future__ import annotations

from dataclasses import dataclass

from .theme import THEME

__all__ = ["TileSet", "TILE_SETS", "TILE_SET_IDS", "DEFAULT_TILES", "tile_colours",
           "tiles_unlocked", "usable_tiles", "apply_tiles", "unlock_level"]


@dataclass(frozen=True)
class TileSet:
    """``body``/``edge``: the face and its side (None: the theme's ivory); ``pips``: one
    colour, or one per number 0-6 (None: the theme's pip colour); ``dark``: a dark body
    (a softer gloss and rims); ``level``: the player level that unlocks it."""
    id: str
    level: int = 1
    body: tuple | None = None
    edge: tuple | None = None
    pips: tuple | None = None
    dark: bool = False


DEFAULT_TILES = "ivory"
_COLOURED = ((0, 0, 0), (186, 28, 44), (0, 112, 64), (28, 72, 170), (156, 64, 0),
             (112, 40, 142), (22, 22, 28))
TILE_SETS = {
    "ivory": TileSet("ivory"),
    "coloured": TileSet("coloured", 3, pips=_COLOURED),
    "onyx": TileSet("onyx", 5, (42, 42, 48), (16, 16, 20), (246, 244, 236), True),
    "wood": TileSet("wood", 8, (138, 88, 48), (78, 46, 22), (252, 244, 222), True),
}
TILE_SET_IDS = tuple(TILE_SETS)


def _mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def tile_colours(set_id: str | None = None) -> dict:
    """The painter's colours for ``set_id`` (default: the set in use) in the theme in
    use: ``top``, ``bottom`` (the face's gradient), ``side``, ``outline``, ``hi``,
    ``lo`` (bevel), ``groove``, ``lip``, ``rim`` (a pip's lit lower edge), ``body`` and
    ``pips`` (seven colours, by number)."""
    ts = TILE_SETS.get(set_id or THEME.tiles, TILE_SETS[DEFAULT_TILES])
    body = ts.body or THEME.ivory
    edge = ts.edge or THEME.ivory_edge
    pips = ts.pips or THEME.pip
    if len(pips) != 7 or THEME.name == "contrast":
        pips = (pips,) * 7 if len(pips) != 7 else (THEME.pip,) * 7
    if ts.dark:
        return {"body": body, "top": _mix(body, (255, 255, 255), 0.08),
                "bottom": _mix(body, (0, 0, 0), 0.12), "side": _mix(edge, body, 0.3),
                "outline": _mix(edge, (0, 0, 0), 0.6), "hi": _mix(body, (255, 255, 255), 0.45),
                "lo": _mix(edge, (0, 0, 0), 0.4), "groove": _mix(body, (0, 0, 0), 0.6),
                "lip": _mix(body, (255, 255, 255), 0.25),
                "rim": _mix(body, (255, 255, 255), 0.3), "pips": pips}
    return {"body": body, "top": _mix(body, (255, 255, 255), 0.55),
            "bottom": _mix(body, (150, 138, 112), 0.14), "side": _mix(edge, body, 0.15),
            "outline": _mix(edge, (0, 0, 0), 0.5), "hi": (255, 255, 255),
            "lo": _mix(edge, (0, 0, 0), 0.25), "groove": (118, 108, 92),
            "lip": (255, 255, 250), "rim": _mix(body, (255, 255, 255), 0.8), "pips": pips}


def unlock_level(set_id: str) -> int:
    """The player level that unlocks ``set_id`` (an unknown one: never)."""
    ts = TILE_SETS.get(set_id)
    return ts.level if ts is not None else 10**9


def tiles_unlocked(set_id, level: int) -> bool:
    """Whether ``set_id`` can be chosen at player level ``level``."""
    return isinstance(set_id, str) and unlock_level(set_id) <= level


def usable_tiles(set_id, level: int) -> str:
    """``set_id`` if it is known and unlocked at ``level``, else ivory (a stale or
    hand-edited settings file)."""
    return set_id if tiles_unlocked(set_id, level) else DEFAULT_TILES


def apply_tiles(set_id: str) -> None:
    """Draw every tile from now on in ``set_id`` (the caller checks it is unlocked)."""
    THEME.tiles = set_id if set_id in TILE_SETS else DEFAULT_TILES
