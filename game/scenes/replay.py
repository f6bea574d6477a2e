"""Replay of a hand, move by move, with every hand face up (fair play: see what
everybody held).

The position comes from the engine through :class:`.replay_cursor.HandCursor` (a
game re-created from the record up to the start of the hand, ``Game.play`` to
step forward, ``Game.undo`` to step back); the events of each step are shown
exactly as at the table: this scene draws with the table's presentation and
adds its own input, buttons and step counter.

Controls: Left/Right (A/D, pad d-pad or shoulders, mouse wheel, Space, Enter)
step back and forward, Up/Down jump to the first and the last move, U steps
back too; the on-screen buttons do the same with the mouse. Esc / pad B /
right click / the Close button go back to where the replay was opened.
"""

from __future__ import annotations

import pygame

from engine.events import HandEnd

from ..actions import Action
from ..i18n import N_, _
from ..ui import THEME, Button
from .replay_cursor import HandCursor, hand_start
from .table import TableScene

__all__ = ["ReplayScene", "hand_start"]


class ReplayScene(TableScene):
    """Step through one hand (default: the last one dealt) of ``game``."""

    name = "replay"

    def __init__(self, app, game, config, hand: int | None = None):
        self.cursor = HandCursor(game, hand)
        start = self.cursor.game
        super().__init__(app, config, game=start)
        self.texts: dict[int, str] = {0: ""}  # what the last step did, per position
        self.face_up = [True] * self.players
        hint = self.map.anchor("btn_hint")
        w, gap = 100, 8
        right = hint.right
        y2, y1 = hint.y, hint.y - hint.h - 10
        self.buttons = [
            Button(N_("|< First"), (right - 2 * w - gap, y1, w, hint.h), self.first),
            Button(N_("Last >|"), (right - w, y1, w, hint.h), self.last),
            Button(N_("< Back"), (right - 2 * w - gap, y2, w, hint.h), self.back),
            Button(N_("Next >"), (right - w, y2, w, hint.h), self.forward),
            Button(N_("Close (Esc)"), self.map.anchor("btn_menu").inflate(20, 0).move(10, 0),
                   self.close),
        ]
        self._sync_from_engine()
        self.leader_mark = start.leader
        self.camera.snap()

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
    def undo_shown(self) -> bool:
        return False

    def animating(self) -> bool:
        """Redraw protocol: True while a step is shown moving, False while it waits."""
        return bool(self.busy or self.events or self.camera.moving or self.popups
                    or self.sprites or self.shake)

    # -- the table's flow, switched off ---------------------------------------------------
    @property
    def human_turn(self) -> bool:
        return False  # nobody plays here: no spots, no "your turn"

    def enter(self) -> None:
        pass

    def focus_lost(self) -> None:
        pass  # nothing runs by itself here

    def _advance(self) -> None:
        pass  # no deals, no bots: only the player's steps move the replay

    def _autosave(self) -> None:
        pass  # never touches the game in progress

    def _anim_hand_end(self, ev: HandEnd) -> None:
        self.shown_hands = [list(h) for h in ev.hands]
        self.shown_scores = [float(s) for s in ev.scores]
        if ev.how == "domino":
            self.status_note = _("{name} dominoed!").format(name=self.names[ev.seat])
        else:
            self.status_note = _("Blocked: nobody can play")

    def _anim_game_end(self, ev) -> None:
        self.shown_scores = [float(s) for s in ev.scores]
        self.status_note = _("Game over")

    def _game_over(self) -> None:
        pass

    # -- stepping ---------------------------------------------------------------------------
    def _settle(self) -> None:
        """Finish the running animation and show every queued event at once."""
        guard = 0
        while (self.busy or self.events) and guard < 256:
            self.timeline.finish_all()
            if self.events:
                self._animate(self.events.popleft())
            guard += 1
        self.timeline.finish_all()
        self.camera.snap()

    def forward(self, animate: bool = True) -> bool:
        if self.cursor.at_end:
            return False
        self._settle()
        self.texts[self.pos] = self.last_play
        self.queue(self.cursor.forward())
        if not animate:
            self._settle()
        return True

    def back(self) -> bool:
        if self.cursor.at_start:
            return False
        self._settle()
        self.cursor.back()
        self._sync_from_engine()
        self.markers.clear()
        self.popups.clear()
        self.sprites.clear()
        self.last_play = self.texts.get(self.pos, "")
        self.status_note = ""
        self.camera.snap()
        self.app.audio.play("click")
        return True

    def first(self) -> None:
        while self.back():
            pass

    def last(self) -> None:
        while self.forward(animate=False):
            pass

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
        elif a in (Action.RIGHT, Action.NEXT, Action.SKIP, Action.CONFIRM, Action.SCROLL_DOWN):
            self.forward()
        elif a in (Action.LEFT, Action.PREV, Action.UNDO, Action.SCROLL_UP):
            self.back()
        elif a == Action.UP:
            self.first()
        elif a == Action.DOWN:
            self.last()
        elif a == Action.POINT and inp.pos is not None:
            for b in self.buttons:
                b.hover = b.hit(self.app.vp, inp.pos)
        elif a == Action.PRESS and inp.pos is not None:
            for b in self.buttons:
                if b.hit(self.app.vp, inp.pos):
                    b.on_click()
                    return

    def update(self, dt: float) -> None:
        self.time += dt
        self.timeline.update(dt)
        self.camera.update(dt, self.scale)
        self._tick_effects(dt)
        guard = 0
        while not self.busy and self.events and guard < 64:
            self._animate(self.events.popleft())
            self.timeline.update(0.0)
            guard += 1

    # -- drawing: the table's, with the step counter on the status line -------------------
    def button_enabled(self, b) -> bool:
        if b.on_click in (self.first, self.back):
            return self.pos > 0
        if b.on_click in (self.last, self.forward):
            return self.pos < len(self.plays)
        return True

    def _draw_layout(self, surf) -> None:
        super()._draw_layout(surf)
        placed = self.shown_layout.placed
        if self.pos == 0 or not placed or self.sprites:
            return
        pl = self.geom.tiles.get(placed[-1][0])
        if pl is None:
            return
        u = self.camera.unit
        w, h = (u, 2 * u) if pl.vertical else (2 * u, u)
        x, y = self.camera.to_screen(pl.cx, pl.cy)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(x), round(y))
        vp = self.app.vp
        pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(8), vp.length(8)),
                         width=vp.length(3), border_radius=vp.length(6))

    def _draw_status(self, surf) -> None:
        note = self.status_note
        self.status_note = self.counter_text() + (f"  -  {note}" if note else "")
        try:
            super()._draw_status(surf)
        finally:
            self.status_note = note
