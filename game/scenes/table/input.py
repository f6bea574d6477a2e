"""The play table's controller: input intents (mouse, keys, pad, as ``Input``
actions) become the human's choices: pick a tile, a spot, play, draw, hint, undo.

Every rule question goes to the engine: which moves are legal
(``Game.legal_codes``), what a play scores (``Layout.apply`` on a copy and
``Ruleset.points``), why a move is refused (``Game.check``).
"""

from __future__ import annotations

from engine.errors import IllegalMoveError
from engine.moves import OPEN_CODE, Move

from ...actions import Action
from ...i18n import _
from ...present.view import Note
from ...render.ghosts import ghost_pulsing
from ...render.spot_order import spatial_order, spot_toward
from .hint import HintControl
from .pointer import DELIBERATE_GAP_SECONDS, PointerControl
from .reasons import REFUSED_SECONDS, spot_reason
from .spot_focus import SpotFocus

__all__ = ["TableController", "REFUSED_SECONDS", "DELIBERATE_GAP_SECONDS"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


#: After a draw brings a playable tile, Enter / A / Space presses this soon after it
#: landed are dropped (a player mashing Enter to draw does not play the tile by accident;
#: the drawn tile is shown selected, its rings lit, first).
DRAWN_GUARD_SECONDS = 0.6


class TableController(HintControl, SpotFocus, PointerControl):
    """The human's choice in progress at ``scene`` (a play scene): the selected tile,
    the chosen spot, a drag, hover, a refused try, a hint."""

    def __init__(self, scene):
        self.scene = scene
        self.sel: int | None = None
        self.spot_idx = 0
        self.hover: int | None = None
        self.drag: dict | None = None
        self.shake: dict[int, float] = {}
        self.refused: tuple = (None, 0.0)  # (attach point, seconds left)
        self._hint = None  # a callable: the hint's words in the language shown now
        #: The hint, the review's own evaluation (its seed and worlds, no clock), worked
        #: out in the worker as the turn begins, so H is usually answered at once.
        self.ahead = self.hint_ahead(scene.worker)
        #: H was pressed and the hint is not in yet: it is shown when it is.
        self.hint_asked = False
        #: The move the hint shown names (None: no hint shown).
        self.hint_move = None
        #: Enter / Space pressed while the hint was thought of: play it when it comes.
        self.hint_go = False
        self._previews: dict[int, dict[int, int]] = {}
        #: The player chose the spot (arrows, a hint) rather than taking the first one.
        self.spot_chosen = False
        #: Seconds since the human's turn began (None: not the human's turn).
        self.turn_age: float | None = None
        #: The human drew this turn's tile by hand (a click, Enter, A on the boneyard).
        self.drew_by_hand = False
        #: U / Back pressed while a move animated: it acts once the table is at rest.
        self.undo_queued = False
        #: Scene time of the last Enter / A / Space (None: none yet).
        self._last_confirm: float | None = None
        #: The device of the last command: "key", "pad" or "mouse" (None: none yet); a
        #: keyboard or pad player sees the focus on a playable tile as the turn begins.
        self.source: str | None = scene.app.last_source
        self.presses = 0  # key and pad presses so far
        #: The tile the turn began focused on, until the player makes a choice of their own
        #: (Esc then opens the pause menu: nothing of the player's to back out of).
        self.auto_sel: int | None = None
        #: The tile the game lifted for the player (the turn's first focus, the tile just
        #: drawn, the hint's), until the player chooses a tile: a click on it is the
        #: player's first choice of it, never a second click that plays it.
        self.game_lift: int | None = None
        #: The tile the keys' focus rests on, none lifted: Enter lifts it, the next plays.
        self.key_focus: int | None = None

    # -- what the engine allows now ------------------------------------------------------
    @property
    def game(self):
        return self.scene.game

    def clear(self) -> None:
        """A new position: forget the choice in progress."""
        self.sel = None
        self.spot_idx = 0
        self.spot_chosen = False
        self.hover = None
        self.drag = None
        self.hint_move = None
        self.hint_go = False
        self.game_lift = None
        self.key_focus = None
        self._previews.clear()

    def legal_spots(self, tile: int) -> list[int]:
        """Attach-point codes where ``tile`` may go now (from the engine's legal moves),
        in the order Up / Down move through them: as they lie on the screen, top down
        and left to right (:func:`spatial_order`)."""
        if not self.scene.human_turn:
            return []
        spots = [c & 255 for c in self.game.legal_codes() if c >> 8 == tile]
        board = self.scene.board
        return spatial_order(spots, board.point_pos, board.camera.unit * 0.4)

    def playable_tiles(self) -> list[int]:
        if not self.scene.human_turn:
            return []
        tiles = {c >> 8 for c in self.game.legal_codes()}
        return [t for t in self.scene.view.hands[self.scene.human] if t in tiles]

    def preview(self, tile: int) -> dict[int, int]:
        """Points each legal spot of ``tile`` would score, asked of the engine."""
        p = self._previews.get(tile)
        if p is None:
            p = {}
            for pc in self.legal_spots(tile):
                lay = self.game.layout.copy()
                p[pc] = self.game.rules.points(lay.apply(tile << 8 | pc))
            self._previews[tile] = p
        return p

    def focus_spot(self) -> int | None:
        if self.sel is None:
            return None
        spots = self.legal_spots(self.sel)
        return spots[self.spot_idx % len(spots)] if spots else None

    def open_points(self) -> list[int]:
        return [s[0] for s in self.game.layout.slots] or [OPEN_CODE]

    # -- time ------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        if self.scene.human_turn:
            if self.turn_age is None:
                self.turn_age = 0.0
                self._turn_begins()
            else:
                self.turn_age += dt
        else:
            self.turn_age = None
        if self.game.drawn < 0 and not self.scene.awaiting_draw:
            self.drew_by_hand = False
        for t in list(self.shake):
            self.shake[t] -= dt
            if self.shake[t] <= 0:
                del self.shake[t]
        pc, left = self.refused
        if left > 0:
            self.refused = (pc, max(0.0, left - dt))
        self._hint_tick()

    def _turn_begins(self) -> None:
        """The human's turn begins: a tile just drawn by hand is shown selected with its
        rings lit; a keyboard or pad player sees the focus on a playable tile at once
        (nothing lifted: Enter lifts it, the next Enter plays it)."""
        if self.sel is not None:
            return
        playable = self.playable_tiles()
        if not playable:
            return
        drawn = self.game.drawn
        if drawn in playable:
            self.select(drawn, sound=False)
        elif self.source in ("key", "pad"):
            self.key_focus = playable[0]
        self.auto_sel = self.game_lift = self.sel

    @property
    def moving(self) -> bool:
        return (bool(self.shake) or self.refused[1] > 0 or self.hint_pending is not None
                or ghost_pulsing(self.scene.board))  # (the focused ghost's glow: a moment)

    # -- intents -----------------------------------------------------------------------------
    def handle(self, inp) -> None:
        s = self.scene
        a = inp.action
        if a not in (Action.POINT, Action.RELEASE):
            self.source = inp.source
            self.presses += inp.source in ("key", "pad")  # (ring_key.LivePointer)
        if a not in (Action.POINT, Action.RELEASE, Action.BACK, Action.PAUSE):
            self.auto_sel = None  # a choice of the player's own from here on
        if a == Action.PRESS:  # a click leaves no lit button plate:
            self.key_focus = None  # (nor the keys' focus)
            for b in s.all_buttons():  # it lights again when the pointer moves over it
                b.hover = False
        if a == Action.PAUSE:
            s.open_pause()
            return
        if a == Action.POINT:
            self._point(inp.pos)
            return
        if a == Action.BACK:
            forced = self.sel is not None and self.sel == self.game.drawn
            if inp.source == "key":  # Esc: the pause menu in one press, a lifted tile
                # put back as it opens (Esc put it back first and only a second Esc
                # opened the menu: Esc, Down, Enter meant for the menu lifted the
                # hinted tile again and played it, fz_128)
                self.drag = None
                if self.sel is not None and not forced:
                    self.key_focus, self.sel, self.game_lift = self.sel, None, None
                s.open_pause()
            elif self.drag is not None:
                self.drag = None
            elif (self.sel is not None and not s.busy
                  and not (self.sel == self.auto_sel and inp.source != "mouse")):
                # (the pad's B, a right click: a tile the player chose is put back;
                # one the turn began focused on is no choice: B opens the pause menu)
                self.key_focus, self.sel = self.sel, None  # put back: the focus rests on it
            elif inp.source != "mouse":
                s.open_pause()  # B always reaches the pause menu (Space skips)
            return
        if s.busy:
            if a == Action.PRESS and self._click_button(inp.pos):
                return  # Undo, Menu, History work while a move is shown (a click on
                # them only hurried the animation on, and Undo looked ignored)
            if a in (Action.CONFIRM, Action.SKIP) and self.drew_by_hand:
                self._last_confirm = s.time  # a mash for the draws, seen by the next press
            if a in (Action.SKIP, Action.PRESS):
                s.skip()
            elif a == Action.UNDO:  # kept, never dropped
                s.undo()
            if not (a == Action.PRESS and s.human_turn and not self.drew_by_hand
                    and self.tile_at(inp.pos) is not None):
                return
            # a click on a tile of the player's as a bot's move is shown: it lands the
            # move at once and lifts the tile (it only hurried the move on; a lift
            # never plays, so nothing is played by a click meant to hurry)
        if self.hint_pending is not None and a in (Action.CONFIRM, Action.SKIP):
            self.hint_go = True  # kept: the hint is played when it arrives
            return
        if a == Action.SKIP and self.sel is None:
            return  # Space confirms a focused ring as Enter does; it picks no tile
        if a == Action.PRESS:
            self._press(inp.pos)
            return
        if a == Action.RELEASE:
            self._release(inp.pos)
            return
        if a == Action.HINT:
            self.request_hint()
            return
        if a == Action.UNDO:
            s.undo()
            return
        if not s.human_turn:
            return
        playable = self.playable_tiles()
        if not playable:
            return
        if a in (Action.LEFT, Action.RIGHT):
            step = 1 if a == Action.RIGHT else -1
            if self.sel not in playable and inp.source in ("key", "pad"):
                # nothing lifted: the focus moves along the hand (Enter lifts)
                i = playable.index(self.key_focus) + step \
                    if self.key_focus in playable else min(0, step)
                self.key_focus = playable[i % len(playable)]
                self.scene.app.audio.play("click")
            elif self.sel not in playable:
                self.select(playable[0] if step > 0 else playable[-1])
            else:
                i = playable.index(self.sel)
                self.select(playable[(i + step) % len(playable)])
        elif a in (Action.UP, Action.DOWN, Action.NEXT, Action.PREV):
            if self.sel not in playable:
                self.select(self._resting(playable))  # lifted: its spots show
                return
            spots = self.legal_spots(self.sel)
            step = 1 if a in (Action.DOWN, Action.NEXT) else -1
            if a in (Action.UP, Action.DOWN) and spots:  # the nearest spot that way
                # (game.render.spot_order: the nearest row, then the nearest sideways)
                board = self.scene.board
                to = spot_toward(spots, board.point_pos, self.focus_spot(), step,
                                 board.camera.unit * 0.4)
                self.spot_idx = spots.index(to) if to in spots else self.spot_idx % len(spots)
            else:  # (Tab and its kin: the reading order, round)
                self.spot_idx = (self.spot_idx + step) % max(1, len(spots))
            self.spot_chosen = True
            if self.hint_move is not None and self.focus_spot() != self.hint_move.code & 255:
                self.hint_text = ""  # the hint named another end: it would be stale
                self.hint_move = None
        elif a in (Action.CONFIRM, Action.SKIP):
            self._confirm(playable)

    def _confirm(self, playable: list[int]) -> None:
        """Enter / A / Space on the human's turn: play the focused tile on its lit ring.
        After a draw by hand, presses already under way (within the guard of the drawn
        tile landing, or part of a mash) never play it: it stays selected, rings lit."""
        now = self.scene.time
        last, self._last_confirm = self._last_confirm, now
        if self.sel not in playable:
            self.select(self._resting(playable))  # lifted, its spots shown: the next
            return  # press plays (never a tile played by one stray press)
        only = self.only_move()
        if only is not None and not self.drew_by_hand:  # no choice: it plays at once
            self.try_play(only >> 8, only & 255)
            return
        spots = self.legal_spots(self.sel)
        if self.drew_by_hand:
            age = self.turn_age or 0.0
            mash = last is not None and now - last < DELIBERATE_GAP_SECONDS
            if age < DRAWN_GUARD_SECONDS or (mash and not self.spot_chosen):
                if len(spots) > 1 and not self.spot_chosen:
                    self._ask_spot()  # no end is chosen for the player by a stray press
                return
        self._play_focused()

    def _resting(self, playable: list[int]) -> int:
        """The tile the keys' focus rests on (Enter lifts it)."""
        return self.key_focus if self.key_focus in playable else playable[0]

    def only_move(self) -> int | None:
        """The turn's one legal move (its code), if there is exactly one."""
        codes = self.game.legal_codes() if self.scene.human_turn else []
        return codes[0] if len(codes) == 1 else None

    def _play_focused(self) -> None:
        """Play the selected tile on the focused ring."""
        spot = self.focus_spot()
        if self.sel is not None and spot is not None:
            self.try_play(self.sel, spot)

    def _ask_spot(self) -> None:
        """The drawn tile fits more than one end: the player picks one (no end is
        chosen for them by a press that may have been meant for the draw)."""
        self.scene.view.note = Note(
            lambda: _("It fits more than one end: Enter plays on the lit ring, arrows pick "
                      "another."), "ink", REFUSED_SECONDS)
        self.scene.app.audio.play("click")

    def select(self, tile: int | None, sound: bool = True) -> None:
        """Choose ``tile``; the focused ring is its best-scoring legal spot (ties: the
        first on the screen), so Enter takes the +20 rather than a +0 beside it. A
        shown hint about another tile is cleared (it would describe a stale choice)."""
        if self.hint_move is not None and tile != self.hint_move.tile:
            self.hint_text = ""
            self.hint_move = None
        self.sel = tile
        self.key_focus = self.key_focus if tile is None else tile  # (put back: rests there)
        self.game_lift = None  # (the game's own lifts set it again after this)
        self.spot_idx = self.best_spot_index(tile) if tile is not None else 0
        self.spot_chosen = False
        if tile is not None and sound:
            self.scene.app.audio.play("click")

    def try_play(self, tile: int, pc: int) -> bool:
        """Play ``tile`` at attach point ``pc`` if the engine allows it; else say why."""
        s = self.scene
        if not s.human_turn:
            return False
        code = tile << 8 | pc
        try:
            self.game.check(code)
        except IllegalMoveError as e:
            self.refuse(tile, spot_reason(self.scene, e, pc), pc)
            return False
        self.hint_text = ""
        self.hint_move = None
        s.apply(Move.from_code(code))
        return True

    def refuse(self, tile: int | None, reason, pc: int | None = None) -> None:
        """Say why a move is refused: ``reason`` is words or a callable giving them in
        the language shown now (the note follows a change of language)."""
        s = self.scene
        say = reason if callable(reason) else (lambda: reason)
        s.view.note = Note(lambda: _capital(say()), "bad", REFUSED_SECONDS)
        if tile is not None:
            self.shake[tile] = 0.45
        self.refused = (pc, REFUSED_SECONDS)
        s.app.audio.play("pass")
