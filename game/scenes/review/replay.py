"""Replay of a hand, move by move, with every hand face up (fair play: see what
everybody held).

The position comes from the engine through :class:`.replay_cursor.HandCursor` (a
game re-created from the record up to the start of the hand, ``Game.play`` to
step forward, ``Game.undo`` to step back); each step's events go through the
table's director and are drawn by the table's renderers: this scene *is* a table
scene with its own input, buttons and step counter.

Controls: Left/Right (A/D, pad d-pad or shoulders, mouse wheel, Enter) step back
and forward, Up/Down jump to the first and the last move, U steps back too; Space
(pad X) or the Play button plays the hand by itself, one move per beat, and pauses
it; a step by hand pauses it too. The on-screen buttons do the same
with the mouse. Esc / pad B / right click / the Close button go back to where the
replay was opened.
"""

from __future__ import annotations

import pygame

from ...actions import Action
from ...i18n import N_, _
from ...present.view import LastAction
from ...present.words import Msg, say
from ...render.furniture import Racks
from ...ui import THEME, Button, IconButton
from ...widgets.word_button import WordButton
from ..table.scene import TableScene
from .replay_cursor import HandCursor, hand_start

__all__ = ["ReplayScene", "hand_start", "PLAY_BEAT"]

#: Auto-play: a move each this long (s at normal speed), counted once the last one has
#: landed (0.55 s before a bot's tile first lifted out of its rack, 0.13 s more of each
#: bot move: a move about every 1.2 s as before).
PLAY_BEAT = 0.38


class ReplayScene(TableScene):
    """Step through one hand (default: the last one dealt) of ``game``."""

    name = "replay"

    def __init__(self, app, game, config, hand: int | None = None):
        self.source_game = game
        self.cursor = HandCursor(game, hand)
        super().__init__(app, config, game=self.cursor.game)
        self.director.draws_in_log = False  # the log line is the last play, as jumps show
        # the list keeps the order first, last, back, next (keyboard focus and tests);
        # on screen they stand first, back, next, last
        first, back, nxt, last = self.step_rects()
        self.buttons = [
            IconButton(N_("|< First"), "first", first, self.first),
            IconButton(N_("Last >|"), "last", last, self.last),
            IconButton(N_("< Back"), "prev", back, self.back),
            IconButton(N_("Next >"), "next", nxt, self.forward),
            Button(N_("Close (Esc)"), self.close_rect(), self.close),
        ]
        self._sync_from_engine()
        #: Auto-play on, and the time since the last move landed.
        self.playing = False
        self.play_t = 0.0
        if type(self) is ReplayScene:
            play, review = self.upper_halves()
            # TRANSLATORS: the replay's auto-play button (a media player's Play)
            self.play_button = WordButton(N_("Play"), "play", play, self.toggle_play)
            self.buttons.append(self.play_button)
            if self.human is not None:  # the coach (issue 14)
                self.buttons.append(Button(N_("Review (H)"), review, self.review))

    def column(self) -> pygame.Rect:
        """The step buttons' corner (design px): right of the player's hand tray, under
        the right-hand seat's tiles, down to the hint button's bottom: nothing else is
        there, in any map."""
        hint = self.map.anchor("btn_hint")
        tray = self.map.anchor("hand_0")
        left = tray.right + Racks.PAD[0] + 8  # clear of the tray's wooden rack
        top = hint.y - hint.h - 8
        return pygame.Rect(left, top, hint.right - left, hint.bottom - top)

    def step_rects(self) -> list[pygame.Rect]:
        """First, back, next, last: four picture buttons in a row at the column's foot
        (pictures need no words, so they fit at any text size)."""
        col = self.column()
        h = self.map.anchor("btn_hint").h
        gap = 6
        w = (col.w - 3 * gap) // 4
        return [pygame.Rect(col.x + i * (w + gap), col.bottom - h, w, h) for i in range(4)]

    def upper_rect(self) -> pygame.Rect:
        """The column's upper row (one wide button: Review (H))."""
        col = self.column()
        h = self.map.anchor("btn_hint").h
        return pygame.Rect(col.x, col.y, col.w, h)

    def upper_halves(self) -> list[pygame.Rect]:
        """The upper row in two: Play / Pause, and Review (H); at large text Play is its
        picture alone, a square like the step buttons, and Review has the rest (its words
        beside a keycap were tiny in half the row)."""
        r = self.upper_rect()
        large = getattr(self.app.fonts, "text_scale", 1.0) > 1.3
        w = r.h if large else (r.w - 6) // 2
        return [pygame.Rect(r.x, r.y, w, r.h), pygame.Rect(r.x + w + 6, r.y, r.w - w - 6, r.h)]

    def resize(self) -> None:
        super().resize()
        if getattr(self, "play_button", None) is not None:  # a new text size: the split
            rects = self.upper_halves()
            for b in self.buttons:
                if b.on_click in (self.toggle_play, self.review):
                    b.rect.update(rects[0] if b.on_click == self.toggle_play else rects[1])

    #: The scene's own panel covers the seats' labels at the top (the review).
    covers_labels = False

    def close_rect(self) -> pygame.Rect:
        """The menu button's place, a little wider for its longer label, but never over
        a seat's label beside it (issue 16, item 8)."""
        r = self.map.anchor("btn_menu")
        beside = [a.x for a in (self.map.anchor(f"label_{s}") for s in range(self.players))
                  if a.x >= r.right and a.top < r.bottom and a.bottom > r.top]
        right = min([r.right + 30] + [x - 8 for x in beside])
        if self.covers_labels:  # (the review's panel is over the labels: words on one line)
            fonts = self.app.fonts
            need = fonts.measure(fonts.get(24, True), _("Close (Esc)"))[0] / self.app.vp.scale
            # at 100 % (the HUD grows the button with the text from there)
            right = max(right, r.x + round(need / getattr(fonts, "text_scale", 1.0)) + 26)
        return pygame.Rect(r.x, r.y, max(r.w, right - r.x), r.h)

    @property
    def plays(self) -> list[str]:
        return self.cursor.plays

    @property
    def pos(self) -> int:
        """Plays made from the start of the hand."""
        return self.cursor.pos

    @property
    def hand_index(self) -> int:
        return self.cursor.hand_index

    @property
    def face_up(self) -> list:
        return self.view.face_up

    @property
    def last_play(self) -> str:
        return say(self.view.last_move, self.names, self.human)

    @property
    def undo_shown(self) -> bool:
        return False

    # -- the table's flow, switched off ---------------------------------------------------
    @property
    def human_turn(self) -> bool:
        return False  # nobody plays here: no spots, no "your turn"

    def animating(self) -> bool:
        return self.director.animating or self.board.moving or self.playing

    # -- auto-play ------------------------------------------------------------------------
    def set_playing(self, on: bool) -> None:
        self.playing = on
        self.play_t = 0.0
        button = getattr(self, "play_button", None)
        if button is not None:
            button.label, button.icon = (N_("Pause"), "pause") if on else (N_("Play"), "play")

    def toggle_play(self) -> None:
        """Play the hand by itself from here (from the start if at its end), or pause."""
        self.app.audio.play("click")
        if not self.playing and self.cursor.at_end:
            self.jump(0)
        self.set_playing(not self.playing)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.director.animating or self.board.moving:
            return
        self.play_t += dt
        if self.play_t >= self.director.d(PLAY_BEAT):
            self.play_t = 0.0
            self.forward()
            if self.cursor.at_end:
                self.set_playing(False)

    def enter(self) -> None:
        pass

    def focus_lost(self) -> None:
        pass  # nothing runs by itself here

    def _advance(self) -> None:
        pass  # no deals, no bots: only the player's steps move the replay

    def _draws_by_hand(self, seat: int) -> bool:
        return False  # nobody draws here: a replayed draw never waits for a click

    def _hand_end(self, ev) -> None:
        self.director.release()  # no summary here: the hands stay face up

    def _game_end(self, ev) -> None:
        self.director.release()

    def _sync_from_engine(self) -> None:
        super()._sync_from_engine()
        self.view.face_up = [True] * self.players  # fair play: every hand face up
        self.view.turn = None

    def status_prefix(self) -> str:
        return self.counter_text()

    # -- stepping ---------------------------------------------------------------------------
    def _settle(self) -> None:
        """Land every pending beat now."""
        self.skip()

    def forward(self, animate: bool = True) -> bool:
        if self.cursor.at_end:
            return False
        self._settle()
        self.feed(self.cursor.forward())
        if not animate:
            self._settle()
        return True

    def feed(self, events, gate=None) -> None:
        super().feed(events, gate)
        self.director.then("replay_turn", 0.0, land=lambda: setattr(self.view, "turn", None))

    def back(self) -> bool:
        if self.cursor.at_start:
            return False
        self._settle()
        self.cursor.back()
        self._show_engine()
        self.app.audio.play("click")
        return True

    def jump(self, pos: int) -> None:
        """Straight to ``pos`` plays from the hand's start, with no animation: the board,
        hands, scores, boneyard and last-move line set from the engine's position."""
        self._settle()
        self.cursor.go(pos)
        self._show_engine()

    def _show_engine(self) -> None:
        """The view set to the cursor's position at once, the last-move line too."""
        self._sync_from_engine()
        v = self.view
        v.status = None  # a step's words ("North draws") do not outlive it
        v.note.left = 0.0
        v.last_action = {seat: LastAction(tile=ev.move.tile, points=ev.points, done=True)
                         for seat, ev in self.cursor.seat_plays.items()}  # (a step back:
        last = self.cursor.last_play  # the seat's play before keeps its mark)
        if last is not None:
            ev, sniff = last
            v.last_move = Msg("play", ev.seat, {"move": ev.move, "total": ev.total,
                                                "points": ev.points, "sniff": sniff,
                                                "inline": getattr(v.layout, "inline",
                                                                  False)})
        self.board.camera.snap()

    def first(self) -> None:
        if not self.cursor.at_start:
            self.jump(0)
            self.app.audio.play("click")

    def last(self) -> None:
        # played through (not jumped): the hand's end is shown as it happened
        while self.forward(animate=False):
            pass

    def review(self) -> None:
        """The coach's review of the human's decisions in this hand (issue 14)."""
        if self.app.top is self:
            self.app.audio.play("click")
            self.app.push(self.app.scene("review", self.source_game, self.config,
                                         self.hand_index, self.human))

    def close(self) -> None:
        if self.app.top is self:
            self.app.audio.play("click")
            self.app.pop()

    def counter_text(self) -> str:
        return _("Replay of hand {hand}: move {pos} of {n}").format(
            hand=self.hand_index + 1, pos=self.pos, n=len(self.plays))

    # -- input -----------------------------------------------------------------------------
    def handle(self, inp) -> None:
        a = inp.action
        if a in (Action.BACK, Action.PAUSE):
            self.close()
        elif a == Action.SKIP:  # Space / pad X: play or pause
            self.toggle_play()
        elif a in (Action.RIGHT, Action.NEXT, Action.CONFIRM, Action.SCROLL_DOWN):
            self.set_playing(False)  # a step by hand takes over
            self.forward()
        elif a in (Action.LEFT, Action.PREV, Action.UNDO, Action.SCROLL_UP):
            self.set_playing(False)
            self.back()
        elif a == Action.UP:
            self.set_playing(False)
            self.first()
        elif a == Action.DOWN:
            self.set_playing(False)
            self.last()
        elif a == Action.HINT and type(self) is ReplayScene and self.human is not None:
            self.review()
        elif a == Action.POINT and inp.pos is not None:
            for b in self.buttons:
                b.hover = b.hit(self.app.vp, inp.pos)
        elif a == Action.PRESS and inp.pos is not None:
            for b in self.buttons:
                if b.hit(self.app.vp, inp.pos):
                    if b.on_click not in (self.toggle_play, self.close, self.review):
                        self.set_playing(False)  # a step by hand takes over
                    b.on_click()
                    return

    # -- drawing: the table's, the last tile played outlined -------------------------------
    def button_enabled(self, b) -> bool:
        if b.on_click in (self.first, self.back):
            return self.pos > 0
        if b.on_click in (self.last, self.forward):
            return self.pos < len(self.plays)
        return True

    def draw(self, surf) -> None:
        super().draw(surf)
        placed = self.view.layout.placed
        if self.pos == 0 or not placed or self.view.flights:
            return
        r = self.board.tile_rect(placed[-1][0])
        if r is not None:
            vp = self.app.vp
            pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(8), vp.length(8)),
                             width=vp.length(3), border_radius=vp.length(6))
