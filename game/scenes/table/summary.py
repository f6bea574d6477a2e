"""The hand summary, as a round result: one headline ("You went out: Domino!"), each
hand face up with what it did in plain words ("16 pips, rounded down to 15" and a big
"-15"), the hand's scoring in one line, the scores counting up in the race to the target.

All numbers come from the engine's ``HandEnd`` event; the rounding shown in
between is the engine's own ``round5``. Continue deals the next hand.
"""

from __future__ import annotations

import pygame

from engine.events import HandEnd
from engine.rules import round5

from ...actions import Action
from ...i18n import N_, _, ngettext, pgettext
from ...present.going_out import going_out
from ...scene import Scene
from ...texts import team_name
from ...ui import THEME, Button
from ...ui.numbers import signed
from ..review.start import start_review
from .summary_draw import BUTTON_ROW, COACH_FADE, COUNT_SECONDS, DIM, PANEL, SummaryPainter

__all__ = ["SummaryScene", "summary_lines", "hand_phrase", "scored_line"]


def _signed(v: int) -> str:
    return signed(v)


def losses(names, ev: HandEnd, human=None) -> str:
    """Who pays for a going out, by name (without it going out felt flat):
    "North loses 15", "You lose 10, East loses 5"; "" when nobody pays."""
    entries = max(1, len(ev.change))
    sep = pgettext("list separator", ", ")
    out = []
    for s, p in enumerate(ev.pips):
        if s == ev.seat or s >= len(names) or not round5(p) or ev.change[s % entries] >= 0:
            continue
        out.append(_("You lose {n}").format(n=round5(p)) if s == human
                   else _("{name} loses {n}").format(name=names[s], n=round5(p)))
    return sep.join(out)


def hand_phrase(ev: HandEnd, seat: int, deduct: bool) -> str:
    """What a seat's hand did, as a player says it (issue 16 defect 12): "no tiles
    left" for the one who went out, "16 pips, rounded down to 15", "2 pips: rounds to
    0, nothing lost"; in Sniff 61 the pips the winner scores from ("23 pips")."""
    p = ev.pips[seat]
    if p == 0 and (ev.seat == seat or not ev.hands[seat]):
        return _("went out: no tiles left") if ev.seat == seat else _("no tiles left")
    if not deduct:
        return ngettext("{n} pip", "{n} pips", p).format(n=p)
    r = round5(p)
    if r == 0:
        return ngettext("{n} pip: rounds to 0, nothing lost",
                        "{n} pips: rounds to 0, nothing lost", p).format(n=p)
    if r == p:
        return ngettext("{n} pip", "{n} pips", p).format(n=p)
    if r > p:
        return ngettext("{n} pip, rounded up to {rounded}",
                        "{n} pips, rounded up to {rounded}", p).format(n=p, rounded=r)
    return ngettext("{n} pip, rounded down to {rounded}",
                    "{n} pips, rounded down to {rounded}", p).format(n=p, rounded=r)


def hand_result(ev: HandEnd, seat: int, deduct: bool, entries: int) -> str:
    """The hand's number for a seat, drawn big at its row's end: "−15" (a deduction),
    "0" (nothing lost), "+5" (Sniff 61's winner), "" (nothing to say)."""
    if deduct:
        if ev.seat == seat and ev.pips[seat] == 0:
            return ""
        return _signed(-round5(ev.pips[seat]))
    if ev.seat == seat:
        return _signed(ev.change[seat % entries])
    return ""


def scored_line(game, names, ev: HandEnd, human=None) -> str:
    """The hand's scoring in one line: "Scored this hand: North loses 15"; the
    partnerships with each partner's rounded hand ("You + North −10 (5 + 5)"); Sniff
    61's winner with the sum behind the bonus."""
    sep = pgettext("list separator", ", ")
    if game.rules.settlement == "deduct":
        if game.teams:
            parts = []
            for team in (0, 1):
                a, b = team, team + 2
                parts.append(_("{team} {change} ({a} + {b})").format(
                    team=team_name(names[a], names[b]), change=_signed(ev.change[team]),
                    a=round5(ev.pips[a]), b=round5(ev.pips[b])))
            # TRANSLATORS: "Scored this hand: You + North −10 (5 + 5), West + East ..."
            return _("Scored this hand: {list}").format(list=sep.join(parts))
        paid = losses(names, ev, human)
        if not paid:
            return _("Scored this hand: nothing, no hand holds pips that count")
        return _("Scored this hand: {list}").format(list=paid)
    if ev.seat is None:
        low = min(ev.pips)
        n = ev.pips.count(low)
        return ngettext(
            "Blocked: {n} player has the fewest pips ({low}), so nobody wins the hand.",
            "Blocked: {n} players tie for fewest pips ({low}), so nobody wins the hand.",
            n).format(n=n, low=low)
    others = sum(ev.pips) - ev.pips[ev.seat]
    change = ev.change[ev.seat]
    # TRANSLATORS: Sniff 61's bonus, e.g. "... You +5 (the others' 23 pips round to 25; ...)"
    return _("Scored this hand: {name} {change} (the others' {others} pips round to "
             "{rounded}; {rounded} / 5 = {points})").format(
        name=names[ev.seat], change=_signed(change), others=others, rounded=round5(others),
        points=change)


def summary_lines(game, names, ev: HandEnd, human=None) -> list[tuple]:
    """The summary as lines: ``("title", headline, kicker)`` ("You went out: Domino!",
    "Hand 1"), ``("legend", text)`` (Sniff 61's bonus rule over the hands),
    ``("hand", seat, phrase, result)``, ``("text", text, colour)`` (the hand's scoring),
    ``("score", entry, text)``."""
    lines: list[tuple] = []
    kicker = _("Hand {hand}").format(hand=game.hand_no + 1)
    deduct = game.rules.settlement == "deduct"
    if ev.how == "domino":
        # "dominoed" said in words a player knows
        title = pgettext("summary title", "{name} went out: Domino!").format(
            name=names[ev.seat])
        paid = losses(names, ev, human) if deduct else ""
        told = going_out(ev, []) if deduct else None
        entries = max(1, len(ev.change))
        ours = human is None or human % entries == ev.seat % entries
        if ours and told is not None and told.gain > 0:
            # our going out is a gain, not a deduction ("North loses 15"):
            # "You went out: Domino! +15 in the race" (the scoring line says who pays)
            # TRANSLATORS: the hand's title, then what going out gained in the race
            title = _("{went_out} {gain}").format(
                went_out=title, gain=_("+{n} in the race").format(n=told.gain))
        elif paid and pgettext("list separator", ", ") not in paid:
            # "You went out: Domino! North loses 15" (one payer: with two, the title
            # would shrink at 200 % text; the scoring line says who pays)
            # TRANSLATORS: the hand's title, then who pays: "North loses 15"
            title = _("{went_out} {losses}").format(went_out=title, losses=paid)
    elif ev.seat is not None:
        title = _("Blocked: {name} has the fewest pips").format(name=names[ev.seat])
    else:
        title = _("Blocked: nobody can play")
    lines.append(("title", title, kicker))
    if not deduct:  # the bonus rule, over the hands it counts
        lines.append(("legend", _("The winner scores the opponents' pips / 5, rounded to the "
                                  "nearest point (21 or 22 -> 4, 23 or 24 -> 5)")))
    entries = max(1, len(ev.change))
    for s in range(game.players):
        lines.append(("hand", s, hand_phrase(ev, s, deduct),
                      hand_result(ev, s, deduct, entries)))
    tone = THEME.focus if (not deduct and ev.seat is not None) else THEME.ink
    lines.append(("text", scored_line(game, names, ev, human), tone))
    for e in range(len(ev.scores)):
        who = team_name(names[e], names[e + 2]) if game.teams else names[e]
        lines.append(("score", e, _("{name}: {score}  ({change})").format(
            name=who, score=ev.scores[e], change=_signed(ev.change[e]))))
    return lines


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

    def __init__(self, app, table, ev: HandEnd):
        super().__init__(app)
        self.table = table
        self.ev = ev
        self.lines = summary_lines(table.game, table.names, ev, table.human)
        self.shown = len(self.lines)  # every line from the first frame
        #: American Sniff's going out: what the side gained in the race (its own score
        #: stays; the others' fall), said by its race bar (None: nothing to say).
        told = (going_out(ev, []) if ev.how == "domino" and ev.seat is not None
                and table.game.rules.settlement == "deduct" else None)
        self.gain = told if told is not None and told.gain > 0 and not told.bonus else None
        self._dim = None
        self.done = False
        self.shot = False
        self.wait = 0.0
        # Review | See the board | Replay hand | Export game | Continue (focused: Enter /
        # pad A deals the next hand)
        self.painter = SummaryPainter(self)
        self.panel = self.painter.panel(self.lines)
        w, gap, y = 178, 12, self.panel.bottom - 72
        x0 = PANEL.centerx - (5 * w + 4 * gap) / 2
        step = w + gap
        self.review_button = Button(N_("Review"), (x0, y, w, 54), self.review,
                                    enabled=table.human is not None)  # a demo: nobody to coach
        self.board_button = Button(N_("See the board"), (x0 + step, y, w, 54),
                                   self.toggle_board)
        self.replay_button = Button(N_("Replay hand"), (x0 + 2 * step, y, w, 54), self.replay)
        self.export_button = Button(N_("Export game"), (x0 + 3 * step, y, w, 54), self.export)
        self.button = Button(N_("Continue"), (x0 + 4 * step, y, w, 54), self.close)
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
                or (self.analysis is not None and not self.analysis.done)
                or (self.coach_t is not None and self.coach_alpha() < 255))

    def resize(self) -> None:
        # a new window size, language or text size: the lines again, in that language
        self.lines = summary_lines(self.table.game, self.table.names, self.ev,
                                   self.table.human)
        # a new text size: the lines' height, so the panel and its buttons
        self.panel = self.painter.panel(self.lines)
        self.place_buttons()
        self.back_button.rect.update(self.back_rect())

    def place_buttons(self) -> None:
        """Five buttons in a row at the panel's foot; at large text, two rows of wider
        buttons (three over two) when the panel has the room (SummaryPainter.two_rows)."""
        bottom = self.panel.bottom - 72
        if not self.painter.two_rows:
            w, gap = 178, 12
            x0 = PANEL.centerx - (5 * w + 4 * gap) / 2
            for i, b in enumerate(self.buttons):
                b.rect.update(round(x0 + i * (w + gap)), bottom, w, 54)
            return
        w, gap = 300, 14
        for row, group in ((0, self.buttons[:3]), (1, self.buttons[3:])):
            x0 = PANEL.centerx - (len(group) * w + (len(group) - 1) * gap) / 2
            y = bottom - (BUTTON_ROW if row == 0 else 0)
            for i, b in enumerate(group):
                b.rect.update(round(x0 + i * (w + gap)), y, w, 54)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.analysis is not None and self.analysis.poll():
            self.app.invalidate()  # the coach's line appears when the analysis is done
        if self.coach_t is None and self.analysis is not None and self.analysis.done:
            self.coach_t = self.t
        self.guard = max(0.0, self.guard - dt)
        if not self.shot:
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
