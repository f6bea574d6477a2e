"""Game over: the winner, the final scores, the player's progress (record against these
bots, win streak, best play and hand, "New best!"), a celebration; Play again or Main
menu."""

from __future__ import annotations

import dataclasses
import math

import pygame

from ...actions import Action
from ...i18n import N_, _, ngettext
from ...render.confetti import Confetti
from ...scene import Scene
from ...texts import ruleset_title, team_name
from ...ui import THEME, MenuList, draw_panel
from ...ui.numbers import score as score_text
from ...ui.numbers import score_pair
from ..review.start import start_review
from ..table.win import closing_play, reached_words
from .goals import GoalsStrip
from .level import LevelStrip, undo_note
from .progress import CARD_H, Progress, ProgressCards, fit_steps
from .trophy import (
    COUNT_SPAN,
    TROPHY,
    TROPHY_SETTLED,
    counted,
    draw_burst,
    draw_race,
    draw_rays,
    draw_soft_light,
    draw_trophy,
    trophy_rects,
)

__all__ = ["GameOverScene"]

#: The result's panel: narrow enough that the level strip left of it and the goals
#: strip right of it each keep a margin to it and to the felt's edge (else they
#: crowded both).
PANEL = pygame.Rect(310, 36, 660, 648)
#: The cover over the final table: dark enough that no score of the HUD reads through.
DIM = 240
#: The fanfare (or the loss cue) and the confetti start this long after the screen
#: opens, itself after the last play has landed: the last play is seen first (at
#: once when the animations are instant).
CUE_DELAY = 0.5
#: The screen takes no input this long (s): until its result has landed (the score
#: counted up by COUNT_SPAN's end, the trophies popped by TROPHY_AT + 0.45), so a key
#: pressed on from the last play never skips it. A confirm in it only finishes the
#: count-up of the score; a key or pad button held from before never counts
#: (``Input.repeat``, issue 16).
INPUT_HOLD = 1.2
#: A key or pad confirm this soon (s) after the one before is a mash: it presses no
#: button (a stream of Enter never starts a new game; one deliberate press does).
MASH_GAP = 0.5
#: "Play again" takes the keyboard / pad focus this long (s) in, after the goals came
#: in: before it a key or pad confirm only finishes the count-up (an Enter
#: pressed every 2-3 s from the last hand went through the win unseen); the mouse can
#: click a button from INPUT_HOLD on.
KEY_READY = 3.0
#: The strip of the goals the game earned slides in beside the panel this long (s) in,
#: once the result has been seen; it never covers it.
CARD_AFTER = 2.2


class GameOverScene(Scene):
    """Shown over the final table (``opaque = False``)."""

    opaque = False
    name = "game_over"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        painter = getattr(table, "painter", None)
        if painter is not None:  # the table's banner goes as the (opaque) panel comes: its
            painter.overlays.hide_banner = True  # letters showed round the panel
        game = table.game
        self.outcome = game.outcome
        w = self.outcome.winner
        human_entry = table.human_entry
        self.human_won = human_entry is not None and w == human_entry
        self.menu = MenuList([(N_("Replay last hand"), self.replay),
                              (N_("Export game"), self.export),
                              (N_("Play again"), self.new_game), (N_("Main menu"), self.main_menu)],
                             PANEL.centerx, PANEL.bottom - 218, width=320, height=54)
        # the replay and export pair side by side above New game / Main menu
        # (as wide as the panel lets them: "Powtórka ostatniego rozdania" at 200 %)
        gap = 16
        pair_w = (PANEL.w - 100 - gap) // 2
        top = self.menu.buttons[0].rect.y
        for i, b in enumerate(self.menu.buttons[:2]):
            b.rect.width = pair_w
            b.rect.topleft = (PANEL.centerx - pair_w - gap // 2 + i * (pair_w + gap), top)
        for b in self.menu.buttons[2:]:
            b.rect.y -= b.rect.h + 14
        self.menu.index = -1  # Play again takes the focus at KEY_READY (then one key
        self.menu._sync()  # starts the next game, after a loss too)
        self.confetti: Confetti | None = None
        self.rain: Confetti | None = None
        self.cued = False
        self.t = 0.0
        self.celebrate = human_entry is None or self.human_won
        self.shot = False
        self.auto = 0.0
        self._light: dict = {}  # a loss's soft light, drawn once
        self._rays: dict = {}  # a win's sunburst, drawn again only while it turns
        self.counted_up = False  # a confirm in the hold finished the count-up
        self.burst = None  # the trophies' sparks as they land (a SparkBurst)
        self.burst_done = False  # a key or click skipped the win's moment
        self.goals: GoalsStrip | None = None  # the goals earned, beside the panel
        self.goals_came = 0  # how many of its lines have come in (a chime each)
        self.last_confirm = -math.inf  # the screen's clock at the last key/pad confirm
        #: The coach on the hand that ended the game, so the statistics count it (its
        #: summary's analysis may have been cut short by Continue); from the cache if done.
        self.analysis = start_review(app, table)
        progress = Progress.of(app, table)
        self.cards = None if progress is None else ProgressCards(
            progress, pygame.Rect(PANEL.x + 20, 0, PANEL.w - 40, CARD_H), self.celebrate)
        #: the player's level and the game's XP, in the left margin (game_over_level)
        self.level = LevelStrip.of(app, table, PANEL)
        #: A game won mid-hand: the screen says again how it ended ("North reached 100
        #: with a 15", as that hand's summary did), "" when it ended at a hand's end.
        self.closing = closing_play(game)

    def _room_below(self, y: int) -> int:
        """Design px from ``y`` down to the buttons' top, less a clear gap."""
        return min(b.rect.top for b in self.menu.buttons) - 10 - y

    @property
    def reached(self) -> str:
        """How the game ended when a play reached the target mid-hand ("" if not)."""
        t = self.table
        if self.closing is None:
            return ""
        return reached_words(t.game, t.names, t.human, self.closing)

    def _who(self, entry: int) -> str:
        names = self.table.names
        if self.table.game.teams:
            return team_name(names[entry], names[entry + 2])
        return names[entry]

    def winner_words(self) -> str:
        """"You win!", "North wins", "You and North win!", "East and West win" (a demo:
        every win cheered): the very words of the table's closing banner
        (:func:`~game.scenes.table.win.win_title`), one form on both screens."""
        t, w = self.table, self.outcome.winner
        names = t.names
        if not t.game.teams:
            if self.human_won:
                return _("You win!")
            if t.human_entry is None:
                return _("{name} wins!").format(name=names[w])
            return _("{name} wins").format(name=names[w])
        a, b = names[w], names[w + 2]
        if self.human_won:
            human = getattr(t, "human", t.human_entry)
            return _("You and {partner} win!").format(partner=b if human == w else a)
        if t.human_entry is None:
            return _("{a} and {b} win!").format(a=a, b=b)
        return _("{a} and {b} win").format(a=a, b=b)

    @property
    def title(self) -> str:
        """The winner's words; a loss adds the final score, the winner's first."""
        won = self.winner_words()
        if self.table.human_entry is None or self.human_won:
            return won
        final = self.loss_score()
        if final is None:
            return won
        # a loss says it once, the winner's score first: "North wins — 100 to 85"
        return _("{won} \u2014 {a} to {b}").format(won=won, a=score_text(final[0]),
                                                   b=score_text(final[1]))

    def loss_score(self) -> tuple[int, int] | None:
        """A loss's final score as its title says it: ``(the winner's, the player's)``
        (None: a win or a demo)."""
        human = self.table.human_entry
        if human is None or self.human_won:
            return None
        scores = self.outcome.scores
        return scores[self.outcome.winner], scores[human]

    def headline(self, counting: bool = False) -> str:
        """The final score as the player reads it, their own (or the winner's) first:
        "252 : 188", a negative score with a real minus, "105 : −5" (two sides only: three players are listed in rows). ``counting``:
        as it counts up to them on the screen's clock (whole at once when still)."""
        scores = self.outcome.scores
        if len(scores) != 2 or self.loss_score() is not None:
            return ""  # three players are listed in rows; a loss's title has it
        first = self.table.human_entry if self.table.human_entry is not None \
            else self.outcome.winner
        a, b = scores[first], scores[1 - first]
        if counting:
            a, b = self.counting(a), self.counting(b)
        return score_pair(a, b)

    def counting(self, value: int) -> int:
        """``value`` as the screen's count-up shows it now (whole once counted, under
        reduced motion, or when a confirm finished the count)."""
        still = (self.app.settings.reduced_motion or self.app.settings.time_scale <= 0
                 or self.counted_up)
        return counted(value, self.t, still)

    def subline(self) -> str:
        """One kind line: the margin of a win, or how close a loss was."""
        scores = self.outcome.scores
        w = self.outcome.winner
        others = [sc for e, sc in enumerate(scores) if e != w]
        margin = scores[w] - max(others) if others else 0
        if self.table.human_entry is None:  # a demo
            return ""
        if self.human_won:
            if margin <= 0:
                return _("You won it on the last hand.")
            return ngettext("You won by {n} point. Well played!",
                            "You won by {n} points. Well played!", margin).format(n=margin)
        mine = scores[self.table.human_entry]
        short = max(0, scores[w] - mine)
        if short <= 25:
            return ngettext("So close: {n} point short. Another game?",
                            "So close: {n} points short. Another game?", short).format(n=short)
        return _("Good game. Ready for a rematch?")

    @property
    def rows(self) -> list[tuple]:
        """``(name, score, won)`` per score entry."""
        return [(self._who(e), sc, e == self.outcome.winner)
                for e, sc in enumerate(self.outcome.scores)]

    #: The title bounces this long; then the screen is still.
    CELEBRATE_SECONDS = 4.0
    #: A win's paper (fired from both sides, sprinkled from the top) lives this long:
    #: it fades out over its last 0.6 s (confetti, not noise).
    CONFETTI_SECONDS = 3.2

    def animating(self) -> bool:
        """True while the confetti falls or the title bounces, or a demo waits to go on."""
        if (self.t < self.CELEBRATE_SECONDS or not self.shot or self.table.config.demo
                or (self.goals is not None and (not self.goals.shown
                                                or self.goals.animating(self.t)))):
            return True
        if self.cards is not None and self.cards.animating(self.t):
            return True
        if self.level is not None and self.level.animating(self.t):
            return True
        return any(c is not None and c.alive for c in (self.confetti, self.rain))

    def _cue(self) -> None:
        """The fanfare and confetti of a win, or the loss cue (once, CUE_DELAY in)."""
        self.cued = True
        self.app.audio.play("win" if self.celebrate else "loss")
        if self.celebrate and not self.app.settings.reduced_motion:
            screen = self.app.vp.rect((0, 0, 1280, 720))
            self.confetti = Confetti(screen, count=180, seed=self.table.game.seed or 0,
                                     duration=self.CONFETTI_SECONDS).start()
            # and a sprinkle of paper from the top as the cannons' paper comes down
            self.rain = Confetti(screen, count=90, seed=(self.table.game.seed or 0) + 1,
                                 duration=self.CONFETTI_SECONDS, rain=True).start()

    def opacity(self) -> float:
        """The screen fades in (under reduced motion too: a fade is all it does)."""
        return min(1.0, self.t / 0.35)

    def replay(self) -> None:
        """Step through the last hand of the game, every hand face up."""
        self.app.audio.play("click")
        self.app.push(self.app.scene("replay", self.table.game, self.table.config))

    def export(self) -> None:
        self.app.audio.play("click")
        from ...saves import export_and_tell
        export_and_tell(self.app, self.table.game)

    def new_game(self) -> None:
        cfg = dataclasses.replace(self.table.config, seed=None, daily=None)
        self.app.reset(self.app.scene("table", cfg))

    def main_menu(self) -> None:
        self.app.reset(self.app.scene("menu"))

    def queue_goals(self, goal_ids: list[str]) -> None:
        """List ``goal_ids`` (the goals earned) in a strip beside the panel once the
        result has been seen (:data:`CARD_AFTER` in): never a card over the result."""
        self.goals = GoalsStrip(goal_ids, PANEL)
        self._show_goals()

    def _show_goals(self) -> None:
        if self.goals is not None and not self.goals.shown and self.t >= CARD_AFTER:
            self.goals.show(self.t)
        if self.goals is not None:  # each goal comes in with a chime of its own
            came = self.goals.came(self.t, self.app.settings.reduced_motion)
            if came > self.goals_came:
                self.goals_came = came
                if self.goals.goals:  # (none for the line that says none came)
                    self.app.audio.play("score_small")

    def see_goals(self) -> None:
        self.app.audio.play("click")
        self.app.push(self.app.scene("goals"))

    def skip_moment(self) -> None:
        """A key or click in the win's moment: the score counted up, the trophies
        standing, their burst over (the result at once; the hold still drops presses)."""
        self.counted_up = True
        self.t = max(self.t, TROPHY_SETTLED)
        self.burst_done = True

    def accepts_input(self) -> bool:
        """False until the result has landed (:data:`INPUT_HOLD`; see :meth:`handle`)."""
        return self.t >= INPUT_HOLD

    def update(self, dt: float) -> None:
        self.t += dt
        if self.analysis is not None:
            self.analysis.poll()
        self._show_goals()
        if self.level is not None:
            self.level.update(self.t, self.app.audio, self.app.settings.reduced_motion)
        if self.menu.index < 0 and self.t >= KEY_READY:
            self.menu.index = 2
            self.menu._sync()
        if not self.cued and (self.t >= CUE_DELAY or self.app.settings.time_scale <= 0):
            self._cue()
        for paper in (self.confetti, self.rain):
            if paper is not None:
                paper.update(dt)
        # its screenshot once the scores have counted up (COUNT_SPAN: they show whole)
        if not self.shot and (self.t > COUNT_SPAN[1] or self.app.settings.time_scale <= 0
                              or self.app.settings.reduced_motion):
            self.shot = True
            self.app.screenshot("game_over")
            if getattr(self.app.options, "quit_after_game", False):
                self.app.quit()
                return
        if self.table.config.demo and self.shot:
            self.auto += dt
            if self.auto >= 8.0:
                self.new_game()

    def handle(self, inp) -> None:
        if inp.repeat:
            return  # a key held on from the last play (or auto-repeating) is no press
        mash = False
        if inp.action == Action.CONFIRM and inp.source != "mouse":
            mash = self.t - self.last_confirm < MASH_GAP
            self.last_confirm = self.t
        if not self.accepts_input():  # the result first: a key or click skips to it
            if inp.action in (Action.CONFIRM, Action.PRESS, Action.BACK, Action.SKIP):
                self.skip_moment()
            return
        if mash:
            return  # a mashed Enter presses nothing
        if inp.action == Action.CONFIRM and self.menu.index < 0:
            self.counted_up = True  # no button has the focus yet (KEY_READY)
            return
        if (inp.action == Action.PRESS and self.goals is not None and inp.pos is not None
                and self.goals.hit(self.app.fonts, self.app.vp.to_design(inp.pos), self.t)):
            self.see_goals()  # the strip of goals earned: the Goals screen
            return
        if inp.action == Action.BACK:
            self.main_menu()
            return
        if inp.action == Action.PAUSE:
            return
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp = self.app.vp
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((4, 8, 6, round(DIM * self.opacity())))
        surf.blit(dim, (0, 0))
        pr = vp.rect(PANEL)
        still = self.app.settings.reduced_motion
        if self.celebrate:
            self._draw_rays(surf, pr, still)
        # the paper falls behind the panel and in the margins, never over its words or
        # cards (not "North", "Best hand", "50" under confetti)
        for paper in (self.confetti, self.rain):
            if paper is not None:
                paper.draw(surf)
        draw_panel(surf, pr, fill=(34, 24, 16), edge=THEME.accent if self.celebrate
                   else THEME.panel_edge, radius=vp.length(18),
                   alpha=255)  # opaque: the board's texts do not show through
        if not self.celebrate:  # a loss: the title sits in a soft warm light
            draw_soft_light(surf, vp.point((PANEL.centerx, PANEL.y + 110)), vp.length(300),
                            1.0 if still else min(1.0, self.t / 0.8), self._light)
        text = self.table.text
        bouncing = self.celebrate and not still and self.t < self.CELEBRATE_SECONDS
        bounce = 1.0 + 0.04 * math.sin(self.t * 4) if bouncing else 1.0
        inner = PANEL.inflate(-60, 0)
        g = self.table.game
        head = _("Game over") + "  \u00b7  " + _("{rules}, to {target}").format(
            rules=ruleset_title(g.rules.title), target=g.target)
        top = text.draw(surf, head, 22, THEME.ink_dim, vp.point((PANEL.centerx, PANEL.y + 22)),
                        "midtop", box=vp.rect((inner.x, PANEL.y + 20, inner.w, 30)))
        size = round(54 * bounce)
        at = text.draw(surf, self.title, size, THEME.focus if self.celebrate else THEME.ink,
                       vp.point((PANEL.centerx, PANEL.y + 92)), "center", True,
                       box=vp.rect((inner.x, PANEL.y + 58, inner.w, 68)))
        if self.celebrate:  # a trophy either side of a win's title, with the fanfare
            cups = trophy_rects(at, vp.rect(inner.inflate(-20, 0)), vp.length(TROPHY),
                                vp.length(22))
            for r in cups:
                draw_trophy(surf, r, self.t, still)
            if not (still or self.burst_done):  # they land bursting with light, over
                # no word: above the score's line only, the words kept as they were
                keep = [pygame.Rect(r) for r in (top, at) if r is not None]
                saved = [(r, surf.subsurface(r).copy()) for r in
                         (k.clip(surf.get_rect()) for k in keep) if r.w and r.h]
                old = surf.get_clip()
                surf.set_clip(vp.rect((0, 0, 1280, PANEL.y + 128)).clip(old))
                self.burst = draw_burst(surf, self.burst, cups, self.t,
                                        vp.scale, self.table.game.seed or 0)
                surf.set_clip(old)
                for r, img in saved:
                    surf.blit(img, r)
        y = PANEL.y + 132
        score = self.headline(counting=True)
        sub, reached = self.subline(), self.reached
        big = getattr(self.app.fonts, "text_scale", 1.0) > 1.0  # (rows' words grow: fy_127)
        row_h = (38 if len(self.rows) > 2 else 42) + (8 if big else 0)
        # the steps down the panel, squeezed (never below their least) when the result, its
        # lines, the rows and the cards would run into the buttons (a game won mid-hand,
        # its "You reached 100 with a 5" line: the cards under the Replay / Export pair)
        note = undo_note(self.table)  # what undo withheld, one line over the cards

        def steps(reached):
            return [(64 if score else 0, 54), (36 if sub else 0, 28),
                    (30 if reached else 0, 24), (8, 0), (row_h, row_h - (12 if big else 4)),
                    (48 if note else 0, 38), (18 if self.cards is not None else 0, 8)]
        fixed = CARD_H if self.cards is not None else 0
        rows = len(self.rows)
        if reached and note and fixed + sum(least * (rows if i == 4 else 1) for i, (
                _s, least) in enumerate(steps(reached))) > self._room_below(y):
            reached = ""  # the undo note in its place: else the cards ran under the buttons
        step_score, step_sub, step_reached, pre, row_h, step_note, card_gap = fit_steps(
            self._room_below(y), steps(reached), fixed=fixed, repeat={4: rows})
        if score:  # the final score, big: "252 – 188"
            text.draw(surf, score, 48, THEME.focus if self.human_won or self.celebrate
                      else THEME.ink, vp.point((PANEL.centerx, y + 30)), "center", True,
                      box=vp.rect((inner.x, y, inner.w, 60)))
            y += step_score
        if sub:
            text.draw(surf, sub, 22, THEME.ink, vp.point((PANEL.centerx, y + 14)), "center",
                      box=vp.rect((inner.x, y, inner.w, 30)))
            y += step_sub
        if reached:  # the last hand's only summary: the play that won it
            text.draw(surf, reached, 22, THEME.ink_dim, vp.point((PANEL.centerx, y + 12)),
                      "center", box=vp.rect((inner.x, y - 2, inner.w, 28)))
            y += step_reached
        y += pre
        for nm, sc, won in self.rows:
            col = THEME.focus if won else THEME.ink
            if won:  # the winner: a star as well as the colour
                cx, cy = vp.point((PANEL.x + 128, y + 16))
                rad, rin = vp.length(11), vp.length(5)
                pts = [(cx + (rad if k % 2 == 0 else rin) * math.sin(k * math.pi / 5),
                        cy - (rad if k % 2 == 0 else rin) * math.cos(k * math.pi / 5))
                       for k in range(10)]
                pygame.draw.polygon(surf, col, pts)
            bh = row_h - 14 if big else 38  # (large text: the bar and its notch under)
            text.draw(surf, nm, 26, col, vp.point((PANEL.x + 150, y)), "topleft", won,
                      box=vp.rect((PANEL.x + 150, y - 2, PANEL.w - 380, bh)))
            text.draw(surf, score_text(self.counting(sc)), 28, col, vp.point((PANEL.right - 150, y)), "topright", True,
                      box=vp.rect((PANEL.right - 230, y - 2, 80, bh)))
            draw_race(surf, vp.rect((PANEL.x + 150, y + (row_h - 10 if big else 33),
                                     PANEL.w - 300, 3 if big else 5)), self.counting(sc)
                      / max(1, g.target), col, any(x < 0 for _n, x, _w in self.rows))
            y += row_h
        if note:  # body size, the panel's plain ink: read, not a footnote (clear of a
            # card's "New best!" chip over the cards under it)
            text.draw(surf, note, 22, THEME.ink, vp.point((PANEL.centerx, y + 16)),
                      "center", box=vp.rect((inner.x, y + 1, inner.w, 30)))
            y += step_note
        if self.cards is not None:
            self.cards.area.y = y + card_gap
            self.cards.draw(surf, vp, text, self.t, still)
        self.menu.draw(surf, vp, self.app.fonts)
        if self.level is not None:
            self.level.draw(surf, vp, self.app.fonts, getattr(self.table, "art", None),
                            self.t, still)
        if self.goals is not None:
            self.goals.draw(surf, vp, self.app.fonts, self.t, still)

    def _draw_rays(self, surf, pr, still: bool) -> None:
        """A win's sunburst behind the panel: soft warm-gold rays fading out, turning
        slowly while the win is cheered, then still (no work once it is)."""
        vp = self.app.vp
        turn = 0.0 if still else min(self.t, self.CELEBRATE_SECONDS) * 0.12
        draw_rays(surf, (pr.centerx, pr.y + vp.length(92)), vp.length(900), turn,
                  self.opacity(), self._rays)

