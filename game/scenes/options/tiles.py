"""Options' "Tiles" row: the tile set (game.ui.tilesets), the locked ones shown with the
level that unlocks them ("Onyx - locked: Level 5") and never chosen."""

from __future__ import annotations

from ...i18n import N_, _
from ...levels import level_of
from ...ui.tilesets import DEFAULT_TILES, TILE_SET_IDS, apply_tiles, tiles_unlocked, unlock_level
from .cloth import LockedRow

__all__ = ["TilesRow", "TILE_NAMES", "tiles_label"]

TILE_NAMES = {"ivory": N_("Ivory"), "coloured": N_("Coloured pips"), "onyx": N_("Onyx"),
              "wood": N_("Wood")}


def _level(app) -> int:
    return level_of(getattr(app, "stats", None))[0]


def tiles_label(set_id: str, level: int) -> str:
    """The set's name, and, while it is locked, the level that unlocks it."""
    name = _(TILE_NAMES[set_id])
    if tiles_unlocked(set_id, level):
        return name
    need = _("Level {n}").format(n=unlock_level(set_id))
    return _("{tiles} - locked: {level}").format(tiles=name, level=need)


class TilesRow(LockedRow):
    """Steps through every tile set; an unlocked one is drawn at once, a locked one is
    only shown (the tiles keep the last unlocked set)."""

    def __init__(self, app):
        self.app = app
        start = app.settings.tiles if tiles_unlocked(app.settings.tiles, _level(app)) \
            else DEFAULT_TILES
        super().__init__(app, N_("Tiles"), list(TILE_SET_IDS), start)

    def name_of(self, value) -> str:
        return _(TILE_NAMES[value])

    def unlocked(self, value) -> bool:
        return tiles_unlocked(value, _level(self.app))

    def locked_label(self, value) -> str:
        return tiles_label(value, _level(self.app))

    def apply(self, value) -> None:
        self.app.settings.tiles = value
        apply_tiles(value)
        self.app.invalidate()
