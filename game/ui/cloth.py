"""Table cloths: the colour of the felt (green, blue, wine, walnut).

A cloth sets the theme's ``felt`` / ``felt_dark`` (every plain felt fill follows it)
and re-tints the felt of the table art (``assets/images/table_tiles.png``) when a map
is drawn (:func:`tint_felt`, cached by :mod:`game.maps` per cloth). The wooden rail,
brass and gold lines keep their colours. Three cloths are unlocked by goals
(:data:`Cloth.goal`, an id of :data:`game.goals.GOALS`); green is always there.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

__all__ = ["Cloth", "CLOTHS", "CLOTH_IDS", "DEFAULT_CLOTH", "tint_felt", "is_felt_pixel",
           "cloth_unlocked", "usable_cloth"]


@dataclass(frozen=True)
class Cloth:
    """``art``: the colour the art's lit felt is re-tinted to (None: the art as drawn);
    ``goal``: the goal that unlocks it (None: always there)."""
    id: str
    felt: tuple
    felt_dark: tuple
    art: tuple | None = None
    goal: str | None = None


DEFAULT_CLOTH = "green"
CLOTHS = {
    "green": Cloth("green", (18, 92, 58), (12, 66, 42)),
    "blue": Cloth("blue", (22, 58, 104), (14, 40, 76), (34, 82, 144), "first_win"),
    "wine": Cloth("wine", (90, 22, 38), (62, 15, 26), (118, 30, 52), "play20"),
    "walnut": Cloth("walnut", (74, 50, 34), (50, 34, 22), (104, 72, 50), "streak3"),
}
CLOTH_IDS = tuple(CLOTHS)

#: The art's felt at full light (table_tiles.png, tone 1): what ``Cloth.art`` replaces.
_ART_FELT = (30, 112, 66)


def _luma(c) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def is_felt_pixel(c) -> bool:
    """A pixel of green felt (or its shadow): green well above red and above blue.
    Wood, brass and the gold lines are red-led and never match."""
    r, g, b = c[0], c[1], c[2]
    return g >= r + 12 and g >= b + 6


def tint_felt(image: pygame.Surface, art: tuple | None) -> pygame.Surface:
    """A copy of ``image`` with its felt pixels re-coloured to ``art`` at the same
    lightness (its weave and shadows kept); ``image`` itself if ``art`` is None."""
    if art is None:
        return image
    out = image.copy()
    ref = _luma(_ART_FELT)
    w, h = out.get_size()
    out.lock()
    try:
        for y in range(h):
            for x in range(w):
                c = out.get_at((x, y))
                if c.a == 0 or not is_felt_pixel(c):
                    continue
                k = _luma(c) / ref
                out.set_at((x, y), (min(255, round(art[0] * k)), min(255, round(art[1] * k)),
                                    min(255, round(art[2] * k)), c.a))
    finally:
        out.unlock()
    return out


def cloth_unlocked(cloth_id: str, goals) -> bool:
    """Whether ``cloth_id`` can be chosen: green always; the others once their goal is
    earned in ``goals`` (a :class:`game.goals.GoalBook`, or None: no record, locked)."""
    c = CLOTHS.get(cloth_id)
    if c is None:
        return False
    return c.goal is None or (goals is not None and goals.is_earned(c.goal))


def usable_cloth(cloth_id, goals) -> str:
    """``cloth_id`` if it is known and unlocked, else green."""
    return cloth_id if isinstance(cloth_id, str) and cloth_unlocked(cloth_id, goals) \
        else DEFAULT_CLOTH
