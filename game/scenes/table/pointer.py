"""The pointer at the play table: a tile under the mouse, a press (a tile picked up,
a ring, the boneyard, a corner button), a drag and its release. A mixin of
:class:`~.input.TableController` (``scene``, ``game``, ``sel``, ``select``, ...).
"""

from __future__ import annotations

from ...clicks import second_click
from ...i18n import _
from ...texts import tile_label
from ...ui import follow_drag
from .reasons import boneyard_click

__all__ = ["PointerControl", "DELIBERATE_GAP_SECONDS"]

#: After a draw, a press that comes at least this long after the one before it is a
#: fresh, deliberate press, not part of a mash under way: it plays the drawn tile on
#: the lit ring.
DELIBERATE_GAP_SECONDS = 0.35


class PointerControl:
    """The mouse part of the table's controller."""

    def tile_at(self, pos):
        s = self.scene
        if s.human is None or pos is None:
            return None
        return s.hands[s.human].tile_at(pos, s.view.hands[s.human], self.sel, self.hover)

    def spot_at(self, pos):
        if not self.scene.human_turn or pos is None:
            return None
        return self.scene.board.spot_at(pos, self.open_points())

    def _point(self, pos) -> None:
        if pos is None:
            return
        s = self.scene
        if self.drag is not None:
            follow_drag(self.drag, pos, s.app.vp)
            if self.drag["moved"]:
                self._drag_chooses(self.drag["tile"])
        self.hover = self.tile_at(pos)
        for b in s.all_buttons():
            b.hover = b.hit(s.app.vp, pos)

    def _drag_chooses(self, tile: int) -> None:
        """A tile dragged is the one chosen (issue 16): its caption, its light and its
        rings, not those of a tile chosen earlier with the keyboard."""
        if self.sel == tile:
            return
        self.auto_sel = None  # the player's own choice
        if tile in self.playable_tiles():
            self.select(tile, sound=False)
        elif self.game.drawn < 0:  # (the tile drawn, to be played, stays up)
            self.sel = None

    def _drawn_early(self) -> bool:
        """The turn began with a tile drawn by hand less than DELIBERATE_GAP_SECONDS
        ago: a press now was made for the draws, not to play it."""
        return self.drew_by_hand and (self.turn_age or 0.0) < DELIBERATE_GAP_SECONDS

    def _press(self, pos) -> None:
        """A click: a button, a tile (picked up: a drag or a click, see :meth:`_release`),
        a ring, the boneyard. A click on a tile the game lifted (:attr:`game_lift`) is
        the player's first choice of it, not a second click."""
        if pos is None or self._click_button(pos):
            return
        s = self.scene
        tile = self.tile_at(pos)
        early = self._drawn_early()  # a click made for the draw never plays the tile
        if tile is not None:
            chosen = tile == self.sel and tile != self.game_lift and not early
            self.drag = {"tile": tile, "start": pos, "pos": pos, "moved": False,
                         "chosen": chosen}
            return
        spot = self.spot_at(pos)
        if spot is not None and self.sel is not None:
            if not early:
                self.try_play(self.sel, spot)
            return
        if s.human_turn and s.boneyard.hit(pos):
            boneyard_click(self)
            return
        self.sel = None

    def button_at(self, pos):
        """The enabled corner button under ``pos`` (None: none)."""
        s = self.scene
        return next((b for b in s.all_buttons() if pos is not None
                     and b.hit(s.app.vp, pos) and s.button_enabled(b)), None)

    def _click_button(self, pos) -> bool:
        """A click on an enabled corner button: it acts (True)."""
        b = self.button_at(pos)
        if b is not None:
            self.scene.app.audio.play("click")
            b.on_click()
        return b is not None

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None or pos is None:
            return
        tile = drag["tile"]
        if drag["moved"]:
            spot = self.spot_at(pos)
            if spot is not None:
                self.scene.view.drop_tile = tile  # shown lying there: it lands in place
                if not self.try_play(tile, spot):
                    self.scene.view.drop_tile = -1
            return
        if not self.scene.human_turn:
            return
        playable = self.playable_tiles()
        spots = self.legal_spots(tile) if tile in playable else []
        # one click lifts a tile, showing where it goes, and never plays it (the turn's
        # only play included, as the tutorial teaches): a second click, its ring, a drag
        # or Enter plays it
        if tile == self.sel and tile == self.game_lift:
            if not self._drawn_early():  # (a click made for the draws chooses nothing)
                self.game_lift = None  # lifted already (drawn, hinted): the player's pick
            self.scene.app.audio.play("click")
            return
        if tile == self.sel and drag.get("chosen", True):
            act, spot = second_click(spots, must_play=tile == self.game.drawn)
            if act == "play":  # a tile with one spot plays there (the first click chose it)
                self.try_play(tile, spot)
            elif act == "drop":  # (the drawn tile must be played: it stays up)
                self.sel = None
            return
        if tile in playable:
            self.select(tile)
        else:
            self.sel = None
            drawn = self.game.drawn
            if drawn >= 0:
                def reason():
                    return _("You drew {tile}: you must play that tile.").format(
                        tile=tile_label(drawn))
            else:
                def reason():
                    return _("{tile} fits nowhere on the table.").format(
                        tile=tile_label(tile))
            self.refuse(tile, reason)
