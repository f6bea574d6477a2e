"""The play table: the engine's game, presented by the director, drawn by the shared
renderers, driven by the human through the controller.

Flow: ``Game.play`` / ``Game.deal`` -> events -> :class:`~game.present.Director`
(beats that change the :class:`~game.present.TableView` when they land) ->
:class:`~.table_paint.TablePainter` (board, hands, HUD, overlays). Input arrives as
``Input`` actions at :class:`~.table_input.TableController`. Saving and statistics
go through :class:`~.table_keep.TableKeeper`.
"""

from __future__ import annotations

import random

from engine import Game
from engine.events import GameEnd, HandEnd, Pass, Play
from engine.moves import Move

from ...actions import Action
from ...bots_worker import BotWorker
from ...config import GameConfig
from ...i18n import N_
from ...maps import load_map, table_map_name
from ...present import Director, TableView, Timing
from ...present.view import Note
from ...present.words import move_text, seat_names
from ...render import TileArt, draw_tally
from ...render.text import TextCache
from ...scene import Scene
from ...ui import THEME
from ...widgets.hud_button import HudButton
from .draw import DrawAssist
from .hint import HINT_LABEL, HINT_THINKING
from .history import history_button, open_history, place_button
from .input import TableController
from .keep import TableKeeper, resume_table
from .keys import button_key
from .pace import BEAT, PASS_HOLD, PAUSE, SCORE_HOLD, THINK, at_rest, pause_before_bot
from .paint import TablePainter, entry_name
from .payoff import hand_end_cue
from .undo import ask_undo, can_undo, queued_undo
from .win import end_game

__all__ = ["TableScene", "seat_names", "draw_tally", "push_pause", "main_menu", "entry_name"]


def push_pause(app) -> bool:
    """Push the pause overlay (scenes open each other by name: ``app.scene``)."""
    app.push(app.scene("pause"))
    return True


def main_menu(app) -> None:
    """Back to the main menu."""
    app.reset(app.scene("menu"))


class TableScene(Scene):
    name = "table"

    def __init__(self, app, config: GameConfig, game: Game | None = None, resume=None):
        super().__init__(app)
        self.config = config
        self.game = game or Game(config.ruleset, config.players, target=config.target,
                                 seed=config.seed)
        self.players = self.game.players
        self.human = config.human
        #: The seat whose hand is shown face up: the human's, or South's in a demo.
        self.shown_seat = 0 if self.human is None else self.human
        self.map = load_map(table_map_name(self.players))
        self.art = TileArt()
        self.text = TextCache(app.fonts)
        fast = config.demo or app.settings.speed in ("fast", "instant")
        self.worker = BotWorker(fast=fast)
        self.pending = None
        self.rng = random.Random(self.game.seed)
        self.time = 0.0
        self._idle = 0.0  # seconds since the last beat landed (see pause())
        self._human_scored = False  # the last move was the human's scoring play
        self.own_plays = 0  # the tiles the player has laid at this table (status.newcomer)
        self._scored = False  # the last move scored (anyone's): its "+N" lands first
        self._human_passed = False  # the last move made the human pass (bots chain)
        self.over_shown, self._wait_shown = False, False  # (the wait for a draw drawn)
        self._drawn_landed = 0  # beats landed when the last frame was drawn
        # the human's record this game (for the statistics)
        self.assisted = False
        self.best_play: tuple | None = None
        self.hand_points = 0
        self.best_hand = 0
        self.steps: list[int] = []  # seat of each engine step (-1: a deal), for undo
        # presentation
        self.view = TableView.empty(self.players, self.game.rules.inline_sniff,
                                    self.shown_seat, self.game.scores)
        self.director = Director(self.view, self._timing(),
                                 sound=lambda name: self.app.audio.play(hand_end_cue(
                                     name, self.game, self.human, self.view.status)),
                                 score_sound=self._score_sound,
                                 shot=lambda tag: self.app.screenshot(tag),
                                 on_hand_end=self._hand_end, on_game_end=self._game_end,
                                 manual_draw=self._draws_by_hand,
                                 board_order=lambda pts: self.painter.reading_order(pts))
        self.director.player = self.human  # its turn waits for the last score to end
        self.keeper = TableKeeper(app, getattr(resume, "game_id", ""))
        self.controller = TableController(self)
        self.draws = DrawAssist(self)  # one press, one tile
        self.painter = TablePainter(self)
        hint = self.map.anchor("btn_hint").inflate(44, 0).move(-22, 0)
        # a little wider than the map's anchor, to its left: room for longer languages
        self.hint_button = HudButton(HINT_LABEL, "hint", hint, self.request_hint,
                                     lambda: button_key(self, "hint"))
        self.buttons = [self.hint_button,
                        HudButton(N_("Menu (Esc)"), "menu", self.map.anchor("btn_menu"),
                                  self.open_pause, lambda: button_key(self, "back"))]
        if self.name == "table" and self.human is not None:  # the hand's log (L)
            self.history_button = history_button(self)
            self.buttons.append(self.history_button)
        #: Shown (above Hint) only when undo is allowed in the options.
        self.undo_button = HudButton(N_("Undo (U)"), "undo",
                                     (hint.x, hint.y - hint.h - 10, hint.w, hint.h), self.undo,
                                     lambda: button_key(self, "undo"))
        if resume is not None:
            self._resume(resume)

    # -- the parts ------------------------------------------------------------------------
    board = property(lambda self: self.painter.board)
    hands = property(lambda self: self.painter.hands)
    boneyard = property(lambda self: self.painter.boneyard)
    camera = property(lambda self: self.painter.board.camera)
    geom = property(lambda self: self.painter.board.geom)

    def status_prefix(self) -> str:
        """Words put before the status line (the replay's move counter)."""
        return ""

    def all_buttons(self) -> list:
        return self.buttons + ([self.undo_button] if self.undo_shown else [])

    @property
    def game_id(self) -> str:
        return self.keeper.game_id

    def snapshot(self):
        """What the save and the statistics need, as data (game.persistence)."""
        return self.keeper.snapshot(self)

    def _timing(self) -> Timing:
        return Timing(self.app.settings.time_scale, bool(self.app.settings.reduced_motion))

    def _draws_by_hand(self, seat: int) -> bool:
        """The human draws by a click on the boneyard (Enter / A) unless auto-draw (or instant)."""
        return seat == self.human and not self.app.settings.auto_draw and self.scale > 0

    @property
    def awaiting_draw(self) -> bool:
        """The human has no play and the table waits for them to draw a tile."""
        return self.human is not None and self.director.awaiting_draw == self.human

    @property
    def draw_flying(self) -> bool:
        """The human's drawn tile flies and their next draw will wait for a click: a
        click, Enter or A now draws that next tile as this one lands (one press, one tile)."""
        return self.human is not None and self.director.next_draw_waits() == self.human

    def draw_from_boneyard(self) -> bool:
        """The human draws the tile the table waits for (click, Enter, A); during a
        draw's flight, the next one is queued."""
        if not (self.awaiting_draw or self.draw_flying):
            return False
        self.app.audio.play("click")
        self.controller.drew_by_hand = True
        return self.director.draw_now()

    def _score_sound(self, points: int) -> None:
        self.app.audio.score(points, self.game.rules.points_divisor)

    # -- state the screen and the tests ask about ------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' names, in the language now shown."""
        return seat_names(self.players, self.human)

    @property
    def still(self) -> bool:
        """Reduced motion: tiles appear in place, nothing rises, swirls or pans."""
        return bool(self.app.settings.reduced_motion)

    @property
    def scale(self) -> float:
        return self.app.settings.time_scale

    @property
    def busy(self) -> bool:
        """A beat is running or pending: the screen does not yet show the engine's state."""
        return self.director.busy

    @property
    def hold(self) -> bool:
        """Waiting for an overlay (the hand summary, the game over)."""
        return self.director.held or self.over_shown

    @property
    def human_turn(self) -> bool:
        g = self.game
        return (self.human is not None and g.phase == "play" and g.turn == self.human
                and not self.director.busy and self.view.turn == self.human)

    def entry_of(self, seat: int) -> int:
        return self.game.seat_entry(seat)

    @property
    def human_entry(self) -> int | None:
        return None if self.human is None else self.entry_of(self.human)

    def animating(self) -> bool:
        """False when the table just waits for the human and nothing moves, or waits
        under an overlay (the summary, the game over, the pause menu)."""
        if len(self.director.landed) != self._drawn_landed:
            return True  # a beat landed since the last frame: show what it changed
        if self.app.top is not self:  # only what moves by itself (a fading callout)
            return bool(self.director.effects) or self.view.moving or self.board.moving
        if self.awaiting_draw:  # drawn once, then still until the human draws
            return (not self._wait_shown or bool(self.director.effects) or self.view.moving
                    or self.board.moving)
        if not self.human_turn:
            return True
        return (self.director.animating or self.board.moving or self.controller.moving
                or self.controller.drag is not None)

    # the view model under the names the tests and the saves use
    shown_hands = property(lambda self: self.view.hands)
    shown_layout = property(lambda self: self.view.layout)
    shown_scores = property(lambda self: self.view.scores)
    shown_bone = property(lambda self: self.view.boneyard_count)
    # the controller's state
    sel = property(lambda self: self.controller.sel)
    hover = property(lambda self: self.controller.hover)
    shake = property(lambda self: self.controller.shake)
    hint_text = property(lambda self: self.controller.hint_text,
                         lambda self, text: setattr(self.controller, "hint_text", text))
    hint_pending = property(lambda self: self.controller.hint_pending)

    @property
    def toast(self) -> tuple:
        """``(text, colour, seconds left)`` of the note on the status line."""
        n = self.view.note
        return (n.words(self.names, self.human), getattr(THEME, {"bad": "bad", "good": "good"}.get(n.tone, "ink")),
                n.left)

    @toast.setter
    def toast(self, value: tuple) -> None:
        text, _colour, left = value
        self.view.note = Note(text, "ink", left)

    @property
    def events(self) -> list:
        """Beats still to land (empty when the screen has caught up)."""
        return list(self.director.beats)

    move_text = staticmethod(move_text)

    def select(self, tile) -> None:
        self.controller.select(tile)

    def try_play(self, tile: int, pc: int) -> bool:
        return self.controller.try_play(tile, pc)

    def legal_spots(self, tile: int) -> list[int]:
        return self.controller.legal_spots(tile)

    def playable_tiles(self) -> list[int]:
        return self.controller.playable_tiles()

    def preview(self, tile: int) -> dict[int, int]:
        return self.controller.preview(tile)

    def hand_tile_rects(self, seat: int):
        c = self.controller
        mine = seat == self.human
        return self.hands[seat].rects(self.view.hands[seat], c.sel if mine else None,
                                      c.hover if mine else None)

    def _point_pos(self, pc: int):
        return self.board.point_pos(pc)

    def request_hint(self) -> None:
        self.controller.request_hint()

    # -- scene protocol ----------------------------------------------------------------------
    def enter(self) -> None:
        self.app.audio.play("shuffle")

    def exit(self) -> None:
        self.worker.close()

    def resume(self) -> None:
        self.director.release()  # the summary is gone: the next beats may run
        self.text.clear()
        self.draws.pressed_at = None  # an Enter held to pick Resume draws nothing

    def resize(self) -> None:
        self.board.resize()
        self.text.clear()

    def focus_lost(self) -> None:
        self.app.input.let_go()
        if self.app.top is self and self.human is not None:
            self.open_pause()

    def handle(self, inp) -> None:
        a = inp.action
        if inp.repeat:
            return  # a key held from another screen (the pause menu's Enter) or held on
        if a == Action.HISTORY:
            open_history(self)
            return
        self.draws.see(inp)  # a click held on the boneyard: let go, or moved off it
        if self.awaiting_draw or self.draw_flying:
            # Space draws as Enter does (it did nothing when there was no play)
            if a in (Action.CONFIRM, Action.SKIP) or (
                    a == Action.PRESS and inp.pos is not None and self.boneyard.hit(inp.pos)):
                self.draws.press(inp.pos if a == Action.PRESS else None)
                self.draw_from_boneyard()
                return
            # elsewhere (but a corner button: Menu, History work as on any turn, fr_174):
            if (self.awaiting_draw and a == Action.PRESS  # the status says it once
                    and self.controller.button_at(inp.pos) is None):
                self.app.audio.play("refused")
                return
        self.controller.handle(inp)

    def update(self, dt: float) -> None:
        self.time += dt
        self.director.timing = self._timing()
        self.director.update(dt)
        v = self.view
        self.board.sync(v.board, lambda: [s[0] for s in v.layout.slots] if v.layout else None)
        self.board.update(dt, self.scale, self.still)
        self.controller.tick(dt)
        queued_undo(self)  # U pressed during an animation acts now it is at rest
        self.hint_button.label = HINT_THINKING if self.controller.hint_pending else HINT_LABEL
        self.undo_button.focused = self.controller.undo_queued  # lit: it is coming
        place_button(self)  # under Menu, as the HUD sized it
        self.draws.tick(dt)
        if self.awaiting_draw and self.controller.drew_by_hand and self.draws.holding:
            self.draw_from_boneyard()  # Enter / A / a click held: one tile after another
        # a bot waits a steady beat from the last move at rest, a score's
        # "+N" landed on its row and counted (table_pace)
        self._idle = self._idle + dt if at_rest(self) else 0.0
        if not self.director.busy:
            self._advance()
        elif self.pending is None and self._bot_to_move() is not None:
            self._ask_bot()  # the bot thinks while the last move is still shown

    def draw(self, surf) -> None:
        # (the text size changed under the pause menu: no update ran since, so the
        # History button is placed here too, after the HUD sized its boxes)
        self.painter.hud.sync()
        place_button(self)
        self.painter.draw(surf)
        self._wait_shown = self.awaiting_draw
        self._drawn_landed = len(self.director.landed)

    def skip(self) -> None:
        """Space (or a click) during an animation: land every pending beat now."""
        self.director.skip()
        self.board.camera.snap()

    # -- the game flow --------------------------------------------------------------------------
    def _advance(self) -> None:
        g = self.game
        if g.phase == "over":
            if not self.over_shown:
                self._game_over()
            return
        if g.phase == "deal":
            events = g.deal()
            self.steps.append(-1)
            self._scored = False
            self.hand_points = 0
            self.feed(events, self.keeper.save_move(self))
            return
        seat = g.turn
        if seat == self.human:
            return
        if self.pending is None:
            self._ask_bot()
        elif self.pending.ready() and self._idle >= self.pause():
            pending, self.pending = self.pending, None
            self.apply(pending.result())

    THINK, PAUSE, BEAT, PASS_HOLD, SCORE_HOLD = THINK, PAUSE, BEAT, PASS_HOLD, SCORE_HOLD

    def pause(self) -> float:
        """The pause before a bot's move (0 when animations are off): table_pace."""
        return pause_before_bot(self)

    @property
    def celebrating(self) -> bool:
        """The human's scoring play is still being shown (its callout): the next bot
        neither plays nor shows it is thinking yet."""
        return self._human_scored and (self.director.busy or self._idle < self.pause())

    def _bot_to_move(self) -> int | None:
        g = self.game
        return None if g.phase != "play" or g.turn == self.human or self.over_shown else g.turn

    def _ask_bot(self) -> None:
        seat = self._bot_to_move()
        if seat is None:
            return
        g = self.game
        seed = None if self.config.seed is None else (
            self.config.seed * 7919 + len(self.steps) * 31 + seat)
        pace = self.THINK.get(self.app.settings.game_speed, self.THINK["normal"])
        think = 0.0 if self.scale <= 0 else (0.3 if self.config.demo else pace) * self.scale
        self.pending = self.worker.request(g.view(seat), self.config.level(seat), seed, think)

    def apply(self, move: Move) -> list:
        """Play ``move`` for the seat to move and hand its events to the director."""
        seat = self.game.turn
        events = self.game.play(move)
        self.steps.append(seat)
        self._scored = any(isinstance(e, Play) and e.points > 0 for e in events)
        self._human_scored = seat == self.human and self._scored
        self.own_plays += seat == self.human and any(isinstance(e, Play) for e in events)
        self._human_passed = any(isinstance(e, Pass) and e.seat == self.human for e in events)
        self._account(events)
        self.controller.clear()
        self.feed(events, self.keeper.save_move(self))
        return events

    def feed(self, events, gate=None) -> None:
        g = self.game
        layouts = {i: g.layout.copy() for i, ev in enumerate(events) if isinstance(ev, Play)}
        turn = g.turn if g.phase == "play" else None
        self.director.feed(events, layouts, turn, gate)

    def _account(self, events) -> None:
        self.keeper.account(self, events)

    def _hand_end(self, ev: HandEnd) -> None:
        self.app.push(self.app.scene("summary", self, ev))

    def _game_end(self, ev: GameEnd) -> None:
        end_game(self, summary=True)  # a game won mid-hand: that hand's summary first

    def _game_over(self) -> None:
        end_game(self)

    # -- continue and undo ------------------------------------------------------------------------
    def _resume(self, loaded) -> None:
        resume_table(self, loaded)

    def recount(self, skip_last: int = 0) -> None:
        self.keeper.recount(self, skip_last)

    def _sync_from_engine(self) -> None:
        """The view model set to the engine's position at once (Continue, undo)."""
        g = self.game
        v = self.view
        v.reset_hand(g.scores)
        v.hands = [sorted(g.hand_tiles(s)) if s == self.shown_seat else g.hand_tiles(s)
                   for s in range(self.players)]
        v.layout = g.layout.copy()
        v.board = list(g.layout.placed)
        v.boneyard = g.boneyard_size
        v.leader = g.leader
        v.turn = g.turn if g.phase == "play" else None
        self.controller.clear()
        self.board.restore(v.board)  # as play left it (the camera's moves again)

    @property
    def undo_shown(self) -> bool:
        """The Undo button is on screen (undo allowed in the options, a human playing)."""
        return self.app.settings.undo_allowed and self.human is not None

    def can_undo(self) -> bool:
        return can_undo(self)

    def undo(self) -> None:
        ask_undo(self)

    def button_enabled(self, b) -> bool:
        """Whether HUD button ``b`` can be used now (Hint only on the human's turn)."""
        if b is self.undo_button:  # (while a move is shown too: it lands, then goes back)
            return can_undo(self, at_rest=False)
        return self.human_turn if b.on_click == self.request_hint else True

    def open_pause(self) -> None:
        if self.app.top is self:
            push_pause(self.app)

    def debug_state(self) -> dict:
        return {"phase": self.game.phase, "turn": self.game.turn,
                "beats": [b.name for b in self.director.beats][:5], "busy": self.busy,
                "held": self.director.held, "shown_placed": len(self.view.layout.placed)}
