"""The tutorial's input: mouse, keys and pad (already mapped to intents by
:mod:`game.actions`) turned into what the player means on the tutorial's screen.

:class:`TutorialInput` picks a tile (click, Left/Right), a spot (click, drag and
drop, Up/Down), plays (Enter / A, a click on a spot), draws (a click on the
boneyard, Enter on it), and steps through the lessons (Tab, the shoulders,
Space, U, H). It asks the scene's board where things are and the scene to act.
A click on a tile lifts it and never plays it, as at the table: a tile the lesson
lifted (the tile just drawn, the hint's) is taken up by the first click, played by
a second (:func:`game.clicks.second_click`).
"""

from __future__ import annotations

from ...actions import Action
from ...clicks import second_click
from ...i18n import N_, _
from ...render.spot_order import spot_toward
from ...ui import THEME, follow_drag

__all__ = ["TutorialInput", "NOT_A_SPOT"]

#: Space (X) skips a lesson only when pressed again within this many seconds: Space
#: means "skip the animation" at the table, so one press must not lose a lesson.
SKIP_AGAIN = 3.0

NOT_A_SPOT = N_("Put the tile on one of its pale copies: those are the places it can go.")


class TutorialInput:
    """Intents for the tutorial scene."""

    def __init__(self, scene):
        self.sc = scene
        self.skip_asked: float | None = None  # when Space last asked to skip (scene time)
        #: The tile the player lifted (a click, the keys), not the lesson (the tile just
        #: drawn, the hint's): a click on the chosen tile plays only when it is this one.
        self.lifted = None

    def _ask_skip(self) -> None:
        """Space (X) twice skips the lesson; the first press says so (the Skip lesson
        button skips at once: a click on it is deliberate)."""
        sc = self.sc
        if self.skip_asked is not None and sc.time - self.skip_asked <= SKIP_AGAIN:
            self.skip_asked = None
            sc.skip_lesson()
            return
        self.skip_asked = sc.time
        sc.say(_("Press {key} again to skip this lesson.").format(
            key=sc.key_name("skip")), THEME.ink_dark)

    def handle(self, inp) -> None:
        sc = self.sc
        a = inp.action
        if sc.sel != self.lifted:
            self.lifted = None  # the lesson chose (or put down) the tile since
        if sc.card is not None:  # "Lesson complete": its buttons only
            sc.card.handle(inp)
            return
        if a == Action.POINT:
            self._point(inp.pos)
            return
        if a == Action.PAUSE:
            sc.open_pause()
            return
        if sc.busy:
            if a in (Action.NEXT, Action.CONFIRM) and sc.can_next:
                # Next is live as soon as the play is made; Enter / pad A say Next too
                # (the controls line offers "Enter next"): one press acts, never a
                # press that only ends the "+N" callout's beat
                sc.go_next()
                return
            if a in (Action.CONFIRM, Action.SKIP) or (
                    a == Action.PRESS and not self.button_at(inp.pos)):
                sc.finish_beats()
                return
            if a != Action.PRESS:
                return
            sc.finish_beats()
        if a == Action.PRESS:
            self._press(inp.pos)
        elif a == Action.RELEASE:
            self._release(inp.pos)
        elif a == Action.BACK:
            if sc.drag is not None or sc.sel is not None or sc.focus_bone:
                sc.drag = None
                sc.sel = None
                sc.tip = None
                sc.focus_bone = False
            elif inp.source != "mouse":
                sc.ask_leave()
        elif a == Action.NEXT:
            sc.go_next()
        elif a == Action.PREV:
            sc.go_back()
        elif a == Action.SKIP:
            self._ask_skip()
        elif a == Action.UNDO:
            sc.retry()
        elif a == Action.HINT:
            sc.hint()
        elif a in (Action.LEFT, Action.RIGHT):
            if sc.can_play or sc.session.must_draw:
                self._cycle_item(1 if a == Action.RIGHT else -1)
            elif a == Action.RIGHT:
                sc.go_next()
            else:
                sc.go_back()
        elif a in (Action.UP, Action.DOWN):
            self._cycle_spot(1 if a == Action.DOWN else -1)
        elif a == Action.CONFIRM:
            self._confirm()

    def button_at(self, pos):
        if pos is None:
            return None
        for b in self.sc.buttons:
            if b.enabled and b.hit(self.sc.app.vp, pos):
                return b
        return None

    # -- the mouse -------------------------------------------------------------------------
    def _point(self, pos) -> None:
        sc = self.sc
        if pos is None:
            return
        if sc.drag is not None:
            follow_drag(sc.drag, pos, sc.app.vp)
        sc.hover = sc.table.tile_at(pos)
        for b in sc.buttons:
            b.hover = b.enabled and b.hit(sc.app.vp, pos)

    def _spot_or_side(self, pos):
        board = self.sc.table
        spot = board.spot_at(pos, self.sc.session.points())
        return spot if spot is not None else board.side_at(pos)

    def _press(self, pos) -> None:
        sc = self.sc
        if pos is None:
            return
        b = self.button_at(pos)
        if b is not None:
            sc.app.audio.play("click")
            b.on_click()
            return
        if sc.shown_bone is not None and sc.table.bone_rect().collidepoint(pos):
            sc.draw_tile()
            return
        tile = sc.table.tile_at(pos)
        if tile is not None:
            sc.drag = {"tile": tile, "start": pos, "pos": pos, "moved": False}
            return
        if not sc.can_play:
            return
        sel = sc.sel
        if sel is None and len(sc.shown_hand) == 1:
            sel = sc.shown_hand[0]
        spot = self._spot_or_side(pos)
        if spot is not None:
            if sel is None:
                sc.say(_("Pick a tile from your hand first."), THEME.ink_dark)
                return
            sc.try_play(sel, spot)
        elif sel is not None and sc.table.in_layout(pos):
            sc.say(_(NOT_A_SPOT), THEME.ink_dark)

    def _release(self, pos) -> None:
        sc = self.sc
        drag, sc.drag = sc.drag, None
        if drag is None or pos is None:
            return
        tile = drag["tile"]
        if drag["moved"]:
            spot = self._spot_or_side(pos)
            if spot is not None and sc.can_play:
                sc.try_play(tile, spot)
            elif sc.can_play and sc.table.in_layout(pos):
                sc.say(_(NOT_A_SPOT), THEME.ink_dark)
            return
        if tile == sc.sel and tile != self.lifted:  # lifted by the lesson: now the player's
            self.lifted = tile
            sc.app.audio.play("click")
            return
        if tile == sc.sel:  # a second click: the table's rule
            game = sc.session.game
            act, spot = second_click(sc.legal_spots(tile),
                                     must_play=game is not None and tile == game.drawn)
            if act == "play":
                sc.try_play(tile, spot)
            elif act == "drop":
                sc.sel = None
                sc.tip = None
            return
        self._select(tile)

    def _select(self, tile) -> None:
        """The player's own choice of ``tile`` (a click, the keys)."""
        self.sc.select(tile)
        self.lifted = tile

    # -- keys and pad --------------------------------------------------------------------------
    def _cycle_item(self, d: int) -> None:
        """Left/Right: the tiles, then the boneyard (staged steps)."""
        sc = self.sc
        items: list = list(sc.shown_hand)
        if sc.shown_bone is not None:
            items.append("bone")
        if not items:
            return
        cur = "bone" if sc.focus_bone else sc.sel
        i = items.index(cur) + d if cur in items else (0 if d > 0 else len(items) - 1)
        item = items[i % len(items)]
        if item == "bone":
            sc.sel = None
            sc.focus_bone = True
        else:
            self._select(item)

    def _cycle_spot(self, d: int) -> None:
        sc = self.sc
        if not sc.can_play:
            return
        if sc.sel is None:
            if sc.shown_hand:
                self._select(sc.shown_hand[0])
            return
        spots = sc.spots()
        if spots:  # the nearest spot that way on the screen, as at the table
            board = sc.table.board
            to = spot_toward(spots, sc.point_pos, sc.moves.focus_spot(), d,
                             board.camera.unit * 0.4)
            sc.spot_idx = spots.index(to)
        else:  # the tile fits nowhere: no focus to move, so it says why
            sc.moves.refuse_tile(sc.sel)

    def _confirm(self) -> None:
        sc = self.sc
        if sc.done:
            sc.go_next()
            return
        if sc.focus_bone:
            sc.draw_tile()
            return
        if not sc.can_play:
            if sc.session.must_draw:
                sc.say(_("None of your tiles fits: draw from the boneyard."), THEME.ink_dark)
            return
        if sc.sel is None:
            if sc.shown_hand:
                self._select(sc.shown_hand[0])
            return
        spot = sc.moves.focus_spot()
        if spot is not None:
            sc.try_play(sc.sel, spot)
        else:
            sc.moves.refuse_tile(sc.sel)
