"""What a try at a play, a draw or a hint does in the tutorial: asks the step's
session (the engine), then tells the player (a message, a shaking tile, the refused
spot marked, the step's own spot shown) or hands the result to the beats.
"""

from __future__ import annotations

from ...i18n import _
from ...ui import THEME
from .panels import TEXT_BAD, TEXT_GOOD

__all__ = ["TutorialMoves"]


class TutorialMoves:
    """The player's moves in a tutorial step."""

    def __init__(self, scene):
        self.sc = scene

    def select(self, tile) -> None:
        sc = self.sc
        sc.sel = tile
        sc.focus_bone = False
        # a tile the step does not want: why not, in a bubble by that tile
        reason = sc.session.tile_reason(tile) if tile is not None and sc.can_play else ""
        sc.tip = (tile, reason) if reason else None
        # the keyboard's focus starts on the spot the step names (ringed, with its
        # arrow): Enter there plays; Up/Down move it to the tile's other spots
        sc.spot_idx = 0
        want = sc.session.wanted
        if want is not None and tile == want.tile:
            self.aim(want.code & 255)
        if tile is not None:
            sc.app.audio.play("click")

    def aim(self, pc: int) -> None:
        """Put the keyboard's focus on spot ``pc`` (if the chosen tile may go there)."""
        spots = self.sc.spots()
        if pc in spots:
            self.sc.spot_idx = spots.index(pc)

    def focus_spot(self) -> int | None:
        """The spot the keyboard's focus is on (drawn with a double ring and an arrow;
        Enter plays there): one of the chosen tile's legal spots, None without one."""
        spots = self.sc.spots()
        return spots[self.sc.spot_idx % len(spots)] if spots else None

    def refuse_tile(self, tile: int) -> None:
        """Enter (or Up/Down) on a tile that fits nowhere: it shakes, and says why by
        the tile."""
        sc = self.sc
        reason = sc.session.tile_reason(tile)
        if reason:
            sc.tip = (tile, reason)
        sc.shake[tile] = 0.45
        sc.app.audio.play("pass")

    def hint(self) -> None:
        sc = self.sc
        mv = sc.session.wanted
        if sc.session.must_draw:
            sc.focus_bone = True
            sc.sel = None
            sc.say(_("Draw from the boneyard: click it, or press {key}.").format(
                key=sc.key_name("confirm")), THEME.ink_dark)
            return
        if mv is None or not sc.can_play:
            return
        sc.session.hint_used = True
        sc.show_want = True
        sc.attend()
        sc.select(mv.tile)
        sc.say(sc.session.shown_message(), THEME.ink_dark)

    def try_play(self, tile: int, pc: int) -> bool:
        sc = self.sc
        if not sc.can_play:
            return False
        if sc.busy:  # the last play's sum still adds up: show its end, then play on
            try:
                sc.session.check(tile, pc)
                sc.director.skip()
            except ValueError:
                pass
        reason = sc.session.tile_reason(tile)
        att = sc.session.try_play(tile, pc)
        if not att.ok:
            if reason:  # the wrong tile: said by the tile, not at the top of the screen
                sc.tip = (tile, reason)
                sc.say("", THEME.ink_dark)
                if sc.sel == tile:  # back in the hand (shaking): no ghost left on the
                    sc.sel = None   # spot, as if it had been played there
                    sc.spot_idx = 0
            else:
                sc.tip = None
                sc.say(att.message, TEXT_BAD)
            sc.shake[tile] = 0.45
            sc.bad_spot = (pc, 0.8)
            sc.show_want = True
            want = sc.session.wanted
            if sc.sel == tile and want is not None and want.tile == tile:
                self.aim(want.code & 255)  # the keyboard's focus to the step's spot
            sc.attend()
            sc.app.audio.play("pass")
            return False
        sc.say("", THEME.ink_dark)
        sc.sel = None
        sc.tip = None
        sc.show_want = False
        # the sniff's side or end the player took: the lesson's later steps follow it
        sc.progress.flipped[sc.step.id] = sc.session.flipped
        sc.beats.play(att.result)
        return True

    def draw_tile(self) -> None:
        sc = self.sc
        if sc.busy or sc.drawing is not None:
            return
        att = sc.session.draw()
        if not att.ok:
            if att.message:
                sc.say(att.message, TEXT_BAD)
                sc.app.audio.play("pass")
            return
        tile = att.drawn
        sc.drawing = tile
        fits = sc.session.game is not None and tile == sc.session.game.drawn
        sc.say("", THEME.ink_dark)  # what the tile means is said once it is seen
        sc.app.audio.play("draw")
        sc.beats.draw(tile, fits, (att.message, TEXT_GOOD if fits else THEME.ink_dark))
