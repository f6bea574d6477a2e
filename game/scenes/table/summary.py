"""The hand summary, as a round result: one headline ("North went out: Domino! · You
scored 55"), each hand face up with its numbers (its points in play, its hand's end:
"16 pips" "−15", the two together), the scores counting up in the race to the target
from where the hand started.

All numbers come from the hand's :class:`~game.present.tally.HandTally` (the engine's
``Play`` and ``HandEnd`` events). Continue deals the next hand; after the hand that won
the game (mid-hand too: RULES.md 1.8) it opens the game-over screen.
"""

from __future__ import annotations

import pygame

from engine.events import HandEnd

from ...actions import Action
from ...i18n import N_
from ...present.tally import hand_tally
from ...scene import Scene
from ...ui import Button
from ..review.start import start_review
from . import summary_words
from .summary_buttons import PRIMARY_TEXT, QUIET_TEXT, QuietButton, place_summary_buttons
from .summary_draw import BUTTON_ROW, COACH_FADE, COUNT_SECONDS, DIM, PANEL, SummaryPainter
from .summary_look import land_sound
from .summary_words import hand_phrase
from .win import show_game_over

__all__ = ["SummaryScene", "summary_lines", "hand_phrase"]


def summary_lines(game, names, ev: HandEnd | None, human=None) -> list[tuple]:
    """The summary's lines for the hand ``ev`` ends (None: the hand a play won
    mid-hand): :func:`game.scenes.table.summary_words.summary_lines`."""
    return summary_words.summary_lines(game, names, hand_tally(game, ev), human)


#: A new summary ignores key, pad and mouse presses this long (an Enter or Space
#: pressed for the last play, or pressed on while it animated, must not dismiss it
#: before its headline is read: issue 16); presses in it are dropped, not
#: queued, and a key held from before never counts (``Input.repeat``). A press after
#: that while the scores still count only finishes the count-up.
INPUT_GUARD = 1.0


class SummaryScene(Scene):
    """Overlay on the table after a hand ends. Its whole content is there from its
    first frame; for a moment it ignores input."""

    opaque = False
    name = "summary"

    def __init__(self, app, table, ev: HandEnd | None):
        super().__init__(app)
        self.table = table
        #: The engine's hand end (None: the game was won by a play mid-hand).
        self.ev = ev
        #: The hand's scoring, from the engine's events (its plays and its end).
        self.tally = hand_tally(table.game, ev)
        #: The hand won the game: Continue opens the game-over screen.
        self.final = self.tally.winner is not None
        self.lines = self.words()
        self.shown = len(self.lines)  # every line from the first frame
        self._dim = None
        self.done = False
        self.shot = False
        self.wait = 0.0
        # Review | See the board | Replay hand | Export game | Continue (focused: Enter /
        # pad A deals the next hand)
        #: The count-up has landed (its sound played once).
        self.landed = False
        self.painter = SummaryPainter(self)
        self.panel = self.fit()
        rect = (0, 0, 10, 10)  # place_buttons() lays them out
        self.review_button = QuietButton(N_("Review"), rect, self.review,
                                         enabled=table.human is not None)  # a demo: no coach
        self.board_button = QuietButton(N_("See the board"), rect, self.toggle_board)
        self.replay_button = QuietButton(N_("Replay hand"), rect, self.replay)
        self.export_button = QuietButton(N_("Export game"), rect, self.export)
        #: The primary button: larger, focused (Enter / pad A deals the next hand).
        self.button = Button(N_("Continue"), rect, self.close)
        self.buttons = [self.review_button, self.board_button, self.replay_button,
                        self.export_button, self.button]
        self.place_buttons()
        self.focus = 4
        #: The coach's analysis of the human's plays, started now in the bots' worker
        #: (the table's bots are idle while the summary shows).
        self.analysis = start_review(app, table)
        #: When the summary first saw the coach's analysis done (its line's beat).
        self.coach_t: float | None = None
        self.button.focused = True
        #: Seconds left during which input is ignored (none at instant speed).
        self.guard = INPUT_GUARD if app.settings.time_scale > 0 else 0.0
        self.t = 0.0
        #: Focus goes back to Continue when a scene opened from here (Review, Replay
        #: hand) is closed, so Enter deals on instead of opening it again.
        self.refocus = False
        #: True while the summary is put aside to look at the final board.
        self.board_shown = False
        #: The "show the summary again" button while the board is looked at.
        self.back_button = Button(N_("Back to the summary"), self.back_rect(),
                                  self.toggle_board)

    def words(self) -> list[tuple]:
        """The summary's lines in the current language."""
        t = self.table
        return summary_words.summary_lines(t.game, t.names, self.tally, t.human)

    @property
    def count_end(self) -> float:
        """The scene's time (s) at which the scores have counted up (0 at instant speed)."""
        scale = self.app.settings.time_scale
        return 0.0 if scale <= 0 else 0.25 + COUNT_SECONDS * max(scale, 0.5)

    @property
    def count_progress(self) -> float:
        """0 -> 1 while the scores count up (1 at once at instant speed)."""
        scale = self.app.settings.time_scale
        if scale <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.t - 0.25) / (COUNT_SECONDS * max(scale, 0.5))))

    @property
    def still(self) -> bool:
        """Reduced motion or instant speed: no ribbon's sweep, no sparks."""
        return bool(self.app.settings.reduced_motion) or self.app.settings.time_scale <= 0

    def finish_count(self) -> None:
        """The scores shown at their end values at once (a press during the count-up)."""
        self.t = max(self.t, self.count_end)
        self.app.invalidate()

    def coach_alpha(self) -> int:
        """The coach's line's opacity: 0 until the analysis is done, then it fades in
        on its beat, after the scores have counted up (not popping in
        late, alone); 255 at once at instant speed."""
        a = getattr(self, "analysis", None)
        if self.coach_t is None and a is not None and a.done:
            self.coach_t = self.t  # first seen done (update() notes it too)
        if self.coach_t is None:
            return 0
        scale = self.app.settings.time_scale
        if scale <= 0:
            return 255
        counted = 0.25 + COUNT_SECONDS * max(scale, 0.5)
        k = (self.t - max(self.coach_t, counted)) / (COACH_FADE * scale)
        return round(255 * min(1.0, max(0.0, k)))

    def back_rect(self) -> tuple[int, int, int, int]:
        """Where "Back to the summary" goes while the board is looked at: on the felt
        right of the status line, above the Undo / Hint buttons and the hand tray, left
        of a right-hand seat's hand (once it covered the tray's edge and
        the Hint button)."""
        t, m = self.table, self.table.map
        tray, status = m.anchor("hand_0"), m.anchor("status")
        top_button = min(t.undo_button.rect.top, t.hint_button.rect.top)
        h = 62 if getattr(self.app.fonts, "text_scale", 1.0) > 1.3 else 54
        bottom = min(top_button, tray.top) - 12  # its focus ring clear as well
        left, right = status.right + 8, t.hint_button.rect.right
        for i in range(1, 4):  # a seat's hand at the right, beside the button's height
            a = m.anchors.get(f"hand_{i}")
            if a is not None and a.left > tray.right and a.bottom > bottom - h:
                right = min(right, a.left - 12)
        return (left, bottom - h, right - left, h)

    def toggle_board(self) -> None:
        """Hide the summary to look at the final board (the board alone: no "Domino!"
        banner over it), or show it again."""
        self.app.audio.play("click")
        self.board_shown = not self.board_shown
        self.back_button.focused = self.board_shown
        if not self.board_shown:  # back from the board: Enter deals on
            self.set_focus(len(self.buttons) - 1)
        self.table.painter.overlays.hide_banner = self.board_shown

    def animating(self) -> bool:
        """Redraws are needed only while the input guard runs or a demo waits to go on."""
        return (self.guard > 0 or not self.shot or bool(self.table.config.demo)
                or self.count_progress < 1.0
                or (self.painter.won and not self.still and self.t < 1.4)
                or (self.analysis is not None and not self.analysis.done)
                or (self.coach_t is not None and self.coach_alpha() < 255))

    def fit(self):
        """The panel for the lines; at large text, when the rounding's line would cost
        the other lines their growth or the two rows of wider buttons (their words'
        room), the lines without it (the rows' "−N" pills and the Rules screen say it)."""
        panel = self.painter.panel(self.lines)
        lean = [x for x in self.lines if x[2:3] != ("rounding",)]
        if getattr(self.app.fonts, "text_scale", 1.0) > 1.3 and len(lean) < len(self.lines):
            full = (self.painter.two_rows, self.painter.ks)
            leaner = self.painter.panel(lean)
            if (self.painter.two_rows, self.painter.ks) > (full[0], full[1] + 1e-6):
                self.lines = lean
                return leaner
            panel = self.painter.panel(self.lines)
        return panel

    def resize(self) -> None:
        # a new window size, language or text size: the lines again, in that language
        self.lines = self.words()
        # a new text size: the lines' height, so the panel and its buttons
        self.panel = self.fit()
        self.place_buttons()
        self.back_button.rect.update(self.back_rect())

    def place_buttons(self) -> None:
        """The quiet buttons in a row at the panel's foot and Continue, larger, at its
        right; at large text, the quiet ones in a row over Continue when the panel has
        the room (SummaryPainter.two_rows)."""
        needs = None
        fonts, vp = self.app.fonts, self.app.vp
        if getattr(fonts, "text_scale", 1.0) > 1.0:  # (their words' widths, design px)
            needs = [fonts.measure(fonts.get(QUIET_TEXT if b is not self.button
                                             else PRIMARY_TEXT, True), b.text)[0] / vp.scale
                     for b in self.buttons]
        place_summary_buttons(self.buttons[:-1], self.button, PANEL.centerx,
                              self.panel.bottom - 72, self.painter.two_rows, BUTTON_ROW, needs)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.analysis is not None and self.analysis.poll():
            self.app.invalidate()  # the coach's line appears when the analysis is done
        if self.coach_t is None and self.analysis is not None and self.analysis.done:
            self.coach_t = self.t
        self.guard = max(0.0, self.guard - dt)
        if not self.landed and self.count_progress >= 1.0:  # the count-up lands, heard
            self.landed = True
            t = self.table
            land_sound(self.app.audio, self.tally, t.game, t.human)
        # its screenshot once the scores have counted up (or just before a demo moves on)
        if not self.shot and self.t >= min(self.count_end,
                                           2.4 * self.app.settings.time_scale):
            self.shot = True
            self.app.screenshot("hand_summary")
        if self.table.config.demo:
            self.wait += dt
            if self.wait >= 2.5 * self.app.settings.time_scale:
                self.close()

    def close(self) -> None:
        if self.app.top is self:
            self.app.audio.play("click")
            self.table.painter.overlays.hide_banner = False
            if self.analysis is not None and not self.analysis.done:
                self.analysis.cancel()  # the next hand's bots need the worker
            self.app.pop()
            if self.ev is None:  # the hand a play won: the game's end comes next
                show_game_over(self.table)

    def replay(self) -> None:
        """Step through the hand just played, every hand face up."""
        if self.app.top is not self:
            return
        self.app.audio.play("click")
        self.refocus = True
        self.app.push(self.app.scene("replay", self.table.game, self.table.config))

    def review(self) -> None:
        """The coach: the human's decisions in this hand, one by one."""
        if self.app.top is not self or self.table.human is None:
            return
        self.app.audio.play("click")
        self.refocus = True
        self.app.push(self.app.scene("review", self.table.game, self.table.config,
                                     seat=self.table.human, analysis=self.analysis))

    def export(self) -> None:
        """Write the game so far as a record file (the path is shown in a toast)."""
        self.app.audio.play("click")
        from ...saves import export_and_tell
        export_and_tell(self.app, self.table.game)

    def resume(self) -> None:
        """Back from Review or Replay hand: focus on Continue, not on the button that
        opened it (Enter would open it again)."""
        if self.refocus:
            self.refocus = False
            self.set_focus(len(self.buttons) - 1)

    def set_focus(self, i: int) -> None:
        self.focus = i % len(self.buttons)
        for j, b in enumerate(self.buttons):
            b.focused = j == self.focus

    def handle(self, inp) -> None:
        a = inp.action
        if a == Action.PAUSE or (a == Action.BACK and inp.source != "mouse"
                                 and not self.board_shown):
            self.app.push(self.app.scene("pause"))  # Esc always reaches the pause menu
            return
        if a != Action.POINT and (self.guard > 0 or inp.repeat):
            return  # a key pressed for the last play (or held on) does not dismiss it
        if a != Action.POINT and self.count_progress < 1.0 and not self.board_shown:
            self.finish_count()  # a first press shows the tally; the next one acts
            return
        if self.board_shown:  # any click, key or button brings the summary back
            if a in (Action.CONFIRM, Action.PRESS, Action.BACK, Action.HINT, Action.SKIP):
                self.toggle_board()
            elif a == Action.POINT and inp.pos is not None:
                self.back_button.hover = self.back_button.hit(self.app.vp, inp.pos)
            return
        if a == Action.HINT:  # H is the table's hint key: pressed here out of habit,
            return  # it must not hide Continue (H then Enter never dealt the next hand)
        if a == Action.POINT and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                b.hover = b.hit(self.app.vp, inp.pos)
                if b.hover:
                    self.set_focus(i)
            return
        if a in (Action.CONFIRM, Action.PRESS, Action.SKIP):
            if a == Action.PRESS:
                for b in self.buttons:
                    if inp.pos is not None and b.hit(self.app.vp, inp.pos):
                        b.on_click()
                        return
                return
            if a == Action.SKIP:
                self.close()
                return
            self.buttons[self.focus].on_click()
        elif a in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN, Action.PREV, Action.NEXT):
            back = a in (Action.LEFT, Action.UP, Action.PREV)
            self.set_focus(self.focus + (-1 if back else 1))

    def draw(self, surf) -> None:
        vp = self.app.vp
        if self.board_shown:  # the final board as it was left, and the way back
            self.back_button.rect.update(self.back_rect())  # the table's laid out now
            self.back_button.draw(surf, vp, self.app.fonts)
            return
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill(DIM)
        surf.blit(self._dim, (0, 0))
        self.painter.draw(surf)
