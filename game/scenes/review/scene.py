"""The coach's review of a hand (issue 14): the player's own decisions, one by one.

For each decision the board is shown as it stood (the replay's table, drawn by the
shared renderers, only the player's hand face up), the play made and the best play
side by side -- on the board as the shared spot rings with what each scored ("You",
"Best"), in the hand as outlined tiles -- and the panel says in two lines the mark
with its points and why, from the coach's one report (:mod:`game.present.coach`, the
one the hand summary's coach line adds up). The analysis runs in the bots' worker (:class:`ReviewAnalysis`); a bar
shows its progress, and a finished review is cached, so reopening it is instant.

Controls: Left/Right (A/D, pad d-pad, mouse wheel, Space, Enter) the previous and
next decision, Up/Down the first and the last, Tab / Shift+Tab (pad shoulders) the next
and the previous mistake (a choice the coach rates below Best); the buttons do the same
with the mouse. Esc / pad B / right click / Close go back.
"""

from __future__ import annotations

import pygame

from ...actions import Action
from ...i18n import N_, _, ngettext
from ...present.review_job import ReviewAnalysis
from ...present.review_words import decision_head, mark_line, reason_text, summary_text
from ...render.ghosts import ghost_rect
from ...tween import ease
from ...ui import THEME, IconButton, draw_panel
from ...widgets.word_button import WordButton
from .context import reason_context
from .replay import ReplayScene
from .shared_spot import draw_ghost, split_rects, spot_marks
from .spot_tags import tag_clear_of_tiles
from .start import analysis_for, seat_plays

__all__ = ["ReviewScene", "PANEL", "LINE"]

#: The review panel, over the top of the table (design coordinates): two lines of
#: text, the choice with its mark and points, and why; tall enough to cover the top
#: seat's plate under it (a shorter panel left the plate's rim peeking out).
PANEL = pygame.Rect(176, 26, 816, 88)
#: One line of the panel (design px).
LINE = 30
#: A step from one choice to another: the last picture fades into the new position
#: over this long (s, at normal speed; none when animations are instant).
FADE = 0.3


def mark_colour(mark: str):
    return {"best": THEME.good, "good": THEME.good, "inaccuracy": THEME.focus}.get(
        mark, THEME.bad)


def pair_colours(mark: str) -> tuple:
    """``(best, yours)``: the best play in the good colour, the play made in its mark's;
    never the same colour when they differ (not both yellow for an
    "Inaccuracy"): a "good" play that was not the best is outlined in ink."""
    yours = mark_colour(mark)
    if mark != "best" and yours == THEME.good:
        yours = THEME.ink
    return THEME.good, yours


class ReviewScene(ReplayScene):
    """Review ``seat``'s decisions in hand ``hand`` (default: the last) of ``game``.
    ``analysis`` may be one already running (the summary starts it at the hand's end)."""

    name, covers_labels = "review", True

    def __init__(self, app, game, config, hand: int | None = None, seat: int | None = None,
                 analysis: ReviewAnalysis | None = None):
        self.seat = seat if seat is not None else (config.human or 0)
        super().__init__(app, game, config, hand)
        #: Cancelled on exit only if this scene started it (the summary's runs on).
        self.own_analysis = analysis is None
        if analysis is None:
            analysis = analysis_for(app, game, config, self.seat, self.hand_index,
                                    self.worker)
        self.analysis = analysis
        #: The player's plays in the hand, forced ones too (only choices are reviewed).
        self.plays_made = seat_plays(game, self.hand_index, self.seat)
        self.index = 0
        self.shown = -1  # the decision whose position the board shows
        #: ``[the picture before the step, seconds gone]`` while a step eases in.
        self.fade: list | None = None
        self._drawn = False  # the screen holds this scene's picture
        old_close = [b for b in self.buttons if b.on_click == self.close]
        # the list keeps the order first, last, back, next (keyboard focus and tests);
        # on screen they stand first, back, next, last
        first, back, nxt, last = self.step_rects()
        self.buttons = [
            IconButton(N_("|< First"), "first", first, self.first_decision),
            IconButton(N_("Last >|"), "last", last, self.last_decision),
            IconButton(N_("< Previous"), "prev", back, self.previous),
            IconButton(N_("Next >"), "next", nxt, self.next),
        ] + old_close + [
            # the column's upper row: the plays worth looking at again
            WordButton(N_("Mistake"), "prev", self.mistake_rects()[0],
                       self.previous_mistake),
            WordButton(N_("Mistake"), "next", self.mistake_rects()[1], self.next_mistake),
        ]
        self._show()

    # -- the decisions ----------------------------------------------------------------------
    @property
    def count(self) -> int:
        return self.analysis.total

    @property
    def decision(self):
        """The decision shown, or None while it is being analysed."""
        ds = self.analysis.decisions
        return ds[self.index] if self.index < len(ds) else None

    def _sync_from_engine(self) -> None:
        super()._sync_from_engine()
        # the board as the player saw it: only their own hand face up
        self.view.face_up = [s == self.seat for s in range(self.players)]

    def _show(self) -> None:
        """Put the board at the decision ``index`` once its position is known: exactly
        the engine's position before that play (board, hands, scores, boneyard, the
        last-move line), however it is reached; the last picture fades into it."""
        d = self.decision
        if d is None or self.shown == self.index:
            return
        before = self._picture() if self.shown >= 0 else None
        self.jump(d.ply)
        self.shown = self.index
        self.fade = [before, 0.0] if before is not None and self.fade_time() > 0 else None

    @property
    def flag(self):
        """The coach's word on the decision shown (its mark and points: the report the
        hand summary adds up), or None while it is being analysed."""
        report = self.analysis.report
        return report[self.index] if self.index < len(report) else None

    def reason_context(self, d) -> dict:
        """What the coach's words may name from the position before the play ``d``
        (:func:`reason_context`); empty while the board is elsewhere."""
        cache = self.__dict__.setdefault("_coach_replies", {})
        return reason_context(self.cursor, d, self.seat, self.names, cache)

    def fade_time(self) -> float:
        return self.director.d(FADE)

    def _picture(self):
        """A copy of what the screen shows now (None before this scene has drawn)."""
        screen = getattr(self.app, "screen", None)
        return screen.copy() if self._drawn and screen is not None else None

    def go(self, i: int) -> None:
        if self.count == 0:
            return
        i = max(0, min(self.count - 1, i))
        if i != self.index:
            self.index = i
            self.app.audio.play("click")
        self._show()

    def next(self) -> None:
        self.go(self.index + 1)

    def previous(self) -> None:
        self.go(self.index - 1)

    def first_decision(self) -> None:
        self.go(0)

    def last_decision(self) -> None:
        self.go(self.count - 1)

    def mistake_rects(self) -> list[pygame.Rect]:
        """Previous and next mistake: the column's upper row, in two halves."""
        r = self.upper_rect()
        w = (r.w - 6) // 2
        return [pygame.Rect(r.x, r.y, w, r.h), pygame.Rect(r.right - w, r.y, w, r.h)]

    def mistakes(self) -> list[int]:
        """The choices the coach flags (their indices): the plays to look at again, the
        ones the hand's points to gain add up; a "Good" play is not one to jump to."""
        return [f.index for f in self.analysis.report.flags]

    def next_mistake(self) -> None:
        later = [i for i in self.mistakes() if i > self.index]
        if later:
            self.go(later[0])

    def previous_mistake(self) -> None:
        earlier = [i for i in self.mistakes() if i < self.index]
        if earlier:
            self.go(earlier[-1])

    # -- the scene protocol -----------------------------------------------------------------
    def animating(self) -> bool:
        return not self.analysis.done or self.fade is not None or super().animating()

    def update(self, dt: float) -> None:
        if self.analysis.poll():
            self._show()
            self.app.invalidate()  # a new decision or the end of the bar: draw it
        if self.fade is not None:
            self.fade[1] += dt
            if self.fade[1] >= self.fade_time():
                self.fade = None
        super().update(dt)

    def exit(self) -> None:
        if self.own_analysis:
            self.analysis.cancel()
        super().exit()

    def status_prefix(self) -> str:
        return self.counter_text()

    def counter_text(self) -> str:
        """"Review of hand 1: 12 plays, 5 choices": the plays made and the ones that were
        a choice, the only ones the coach steps through (a forced play is no "choice
        1 of 12")."""
        plays = ngettext("{n} play", "{n} plays", self.plays_made).format(n=self.plays_made)
        choices = ngettext("{n} choice", "{n} choices", self.count).format(n=self.count)
        # TRANSLATORS: e.g. "Review of hand 1: 12 plays, 5 choices"
        return _("Review of hand {hand}: {plays}, {choices}").format(
            hand=self.hand_index + 1, plays=plays, choices=choices)

    def button_enabled(self, b) -> bool:
        if b.on_click in (self.first_decision, self.previous):
            return self.index > 0
        if b.on_click in (self.last_decision, self.next):
            return self.index < self.count - 1
        if b.on_click == self.next_mistake:
            return any(i > self.index for i in self.mistakes())
        if b.on_click == self.previous_mistake:
            return any(i < self.index for i in self.mistakes())
        return True

    def handle(self, inp) -> None:
        a = inp.action
        if a in (Action.BACK, Action.PAUSE):
            self.close()
        elif a == Action.NEXT:  # Tab / pad right shoulder
            self.next_mistake()
        elif a == Action.PREV:  # Shift+Tab / pad left shoulder
            self.previous_mistake()
        elif a in (Action.RIGHT, Action.SKIP, Action.CONFIRM, Action.SCROLL_DOWN):
            self.next()
        elif a in (Action.LEFT, Action.UNDO, Action.SCROLL_UP):
            self.previous()
        elif a == Action.UP:
            self.first_decision()
        elif a == Action.DOWN:
            self.last_decision()
        elif a == Action.POINT and inp.pos is not None:
            for b in self.buttons:
                b.hover = b.hit(self.app.vp, inp.pos)
        elif a == Action.PRESS and inp.pos is not None:
            for b in self.buttons:
                if b.hit(self.app.vp, inp.pos) and self.button_enabled(b):
                    b.on_click()
                    return

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        d = self.decision
        spots = d is not None and self.shown == self.index and not self.view.flights
        # the "Best" and "Played" ghosts told first: the ends' counts they lie on are
        # not drawn (a red disc sat on the Best ghost), the chips and words keep off them;
        # two tiles for one spot lie either side of its count, which stays put
        shared = spots and d.played != d.best and (d.played & 255) == (d.best & 255)
        self.board.show_ghosts(((d.best >> 8, d.best & 255), (d.played >> 8, d.played & 255))
                               if spots and not shared else ())
        super().draw(surf)
        if spots:
            self._draw_spots(surf, d)
            self._draw_hand_marks(surf, d)
            self._draw_key(surf, d)
        self._draw_panel(surf, d)
        if self.fade is not None and self.fade[0].get_size() == surf.get_size():
            # the last choice's whole picture fading out (eased): the board, the scores
            # and the words change together, never one choice's words on another's board
            p = min(1.0, self.fade[1] / max(1e-6, self.fade_time()))
            img = self.fade[0]
            img.set_alpha(round(255 * (1.0 - ease("easeInOutCubic")(p))))
            surf.blit(img, (0, 0))
        self._drawn = surf is getattr(self.app, "screen", None)

    def _spot_tag(self, surf, pc, text, colour, points: int) -> pygame.Rect:
        """``text`` by spot ``pc``: under its ring, clear of the status line and of the
        spot's "+N" (the board picks the place)."""
        vp = self.app.vp
        img = self.text.get(text, 21, colour, True, max_h=vp.length(30))
        size = img.get_rect().inflate(vp.length(10), vp.length(4)).size
        box = tag_clear_of_tiles(self.board, vp, pc, size,
                                 self.board.spot_label_box(pc, f"+{points}"))
        return self._tag(surf, text, 21, colour, (box.centerx, box.top + vp.length(2)),
                         vp.length(30))

    def _tag(self, surf, word, size, colour, midtop, max_h) -> pygame.Rect:
        """A word on a dark plate, at most ``max_h`` screen px tall (any text size);
        gives the plate's rect."""
        vp = self.app.vp
        img = self.text.get(word, size, colour, True, max_h=max_h)
        r = img.get_rect(midtop=midtop)
        pygame.draw.rect(surf, (20, 20, 20), r.inflate(vp.length(10), vp.length(4)),
                         border_radius=vp.length(6))
        self.text.draw(surf, word, size, colour, r.topleft, "topleft", True, False,
                       box=r.inflate(2, 2))
        return r.inflate(vp.length(10), vp.length(4))

    def _draw_spots(self, surf, d) -> None:
        """The played and the best move as the table shows a held tile's spot: each
        tile's ghost where it went (the best one stronger), with what it scored, and a
        word by each ("You", "Best"; "You / Best" only for one play). Two tiles for one
        spot lie there side by side (:mod:`.shared_spot`). What was drawn is kept in
        :attr:`spots_shown` as ``(mark, ghost rect, word's rect)``."""
        board = self.board
        marks = spot_marks(d)
        best_col, yours_col = pair_colours(self.flag.mark)
        colour = {"Best": best_col, "You / Best": best_col, "You": yours_col}
        self.spots_shown = shown = []
        best, played = marks[0], marks[-1]
        if len(marks) == 2 and best.pc == played.pc:
            self._draw_shared_spot(surf, played, best, colour)
            return
        for m in marks[::-1]:  # each ghost framed in its key's colour (best on top)
            board.draw_spots(surf, [m.pc], [m.pc], {m.pc: m.points}, m.pc if m is best else None,
                             None, m.tile, colour[m.word])
        for m in marks:
            if board.point_pos(m.pc) is None:
                continue
            box = self._spot_tag(surf, m.pc, _(m.word), colour[m.word], m.points)
            shown.append((m, ghost_rect(board, m.tile, m.pc), box))

    def _draw_shared_spot(self, surf, played, best, colour) -> None:
        """Two tiles for one spot: side by side on it (the played one above or left),
        each framed in its outline's colour, its "+N" and its word outside the pair."""
        vp = self.app.vp
        rects = split_rects(self.board, played.tile, best.tile, best.pc,
                            2 * self.board.badge_radius + vp.length(10))
        if rects is None:
            return
        across = rects[2]
        gap = vp.length(6)
        tiles = [t for t in (self.board.tile_rect(t) for t in self.board.geom.tiles)
                 if t is not None]
        for m, r, away in ((played, rects[0], -1), (best, rects[1], 1)):
            col = colour[m.word]
            draw_ghost(surf, self.board, vp, m.tile, m.pc, r, col)
            word = _(m.word)
            img = self.text.get(word, 21, col, True, max_h=vp.length(30))
            chip = f"+{m.points}"
            cimg = self.text.get(chip, 21, THEME.focus, True, max_h=vp.length(30))
            if across:  # the word above the upper tile, under the lower; "+N" beside,
                # on the side away from the tiles played
                top = r.top - gap - img.get_height() if away < 0 else r.bottom + gap
                midtop = (r.centerx, top)
                cbox = cimg.get_rect(midleft=(r.right + 2 * gap, r.centery))
                if cbox.inflate(2 * gap, 2 * gap).collidelist(tiles) >= 0:
                    cbox.right = r.left - 2 * gap
            else:  # the word under each, "+N" outside the pair
                midtop = (r.centerx, r.bottom + gap)
                cbox = cimg.get_rect(center=r.center)
                if away < 0:
                    cbox.right = r.left - 2 * gap
                else:
                    cbox.left = r.right + 2 * gap
            plate = cbox.inflate(vp.length(10), vp.length(4))
            pygame.draw.rect(surf, (20, 20, 20), plate, border_radius=vp.length(6))
            pygame.draw.rect(surf, col, plate, 2, border_radius=vp.length(6))
            self.text.draw(surf, chip, 21, THEME.focus if m.points else THEME.disabled_ink,
                           cbox.center, "center", True, False, box=cbox.inflate(2, 2))
            box = self._tag(surf, word, 21, col, midtop, vp.length(30))
            self.spots_shown.append((m, r, box))

    def _draw_hand_marks(self, surf, d) -> None:
        """The tile played and the best tile outlined in the player's hand."""
        vp = self.app.vp
        rects = dict(self.hands[self.seat].rects(self.view.hands[self.seat]))
        # the words "You" and "Best" are under the spots on the board and beside the
        # tiles in the panel; in the hand, the shapes tell them apart
        best_col, yours_col = pair_colours(self.flag.mark)
        for tile, colour, width in ((d.best >> 8, best_col, 4),
                                    (d.played >> 8, yours_col, 3)):
            r = rects.get(tile)
            if r is None:
                continue
            grow = vp.length(8 if width == 4 else 14)
            pygame.draw.rect(surf, colour, r.inflate(grow, grow), width=vp.length(width),
                             border_radius=vp.length(8))
            if width == 4:  # the best tile: a double outline (a shape, not colour alone)
                pygame.draw.rect(surf, THEME.ink_dark, r.inflate(grow + vp.length(8),
                                                                 grow + vp.length(8)),
                                 width=vp.length(2), border_radius=vp.length(10))

    def _draw_key(self, surf, d) -> None:
        """The key to the hand's outlines, left of the hand over the player's plate:
        the best play's double outline, the play made in its mark's colour (without it the
        yellow / green / red outlines had no key)."""
        vp = self.app.vp
        label = vp.rect(self.painter.labels[self.seat].rect)
        left = vp.rect(self.painter.boneyard.rect).bottom + vp.length(12)
        best_col, yours_col = pair_colours(self.flag.mark)
        rows = ((_("Best play"), best_col, True), (_("You played"), yours_col,
                                                     False))
        line = self.text.fonts.get(21).get_linesize()
        y = label.top - vp.length(10) - len(rows) * (line + vp.length(4))
        if y < left:
            return
        sw = vp.length(22)
        for words, colour, double in rows:
            sq = pygame.Rect(label.x + vp.length(6), y + (line - sw) // 2, sw, sw)
            pygame.draw.rect(surf, (20, 20, 20), sq.inflate(vp.length(4), vp.length(4)),
                             border_radius=vp.length(5))
            pygame.draw.rect(surf, colour, sq, vp.length(3), border_radius=vp.length(4))
            if double:
                pygame.draw.rect(surf, colour, sq.inflate(-vp.length(10), -vp.length(10)),
                                 vp.length(2), border_radius=vp.length(2))
            box = pygame.Rect(sq.right + vp.length(10), y, label.right - sq.right
                              - vp.length(10), line)
            plate = self.text.get(words, 21, THEME.ink, True, max_w=box.w).get_rect(
                midleft=box.midleft).inflate(vp.length(10), vp.length(2))
            pygame.draw.rect(surf, (20, 20, 20), plate, border_radius=vp.length(6))
            self.text.draw(surf, words, 21, THEME.ink, box.midleft, "midleft", True, False,
                           box=box)
            y += line + vp.length(4)

    def panel_rect(self) -> pygame.Rect:
        """The review panel (design px): over the top of the table, between the Close
        button and the score panel as they are at the player's text size."""
        hud = self.painter.hud.rects
        left = max([PANEL.left] + [b.rect.right + 8 for b in self.buttons if b.label == "Close (Esc)"])
        right = min(PANEL.right, hud["scores"].left - 8) if "scores" in hud else PANEL.right
        return pygame.Rect(left, PANEL.y, right - left, PANEL.h)

    def _draw_panel(self, surf, d) -> None:
        """Two lines: the choice with its mark and points ("Your choice 5 of 5 · 1
        mistake", "Big miss: about 20 points to gain"), then why in one sentence (or
        the analysis's progress)."""
        vp = self.app.vp
        text = self.text
        PANEL = self.panel_rect()  # noqa: N806 - the panel's rect, as the constant was
        pr = vp.rect(PANEL)
        draw_panel(surf, pr, fill=THEME.box, edge=THEME.accent, radius=vp.length(14),
                   alpha=255)
        x0, y0, w = PANEL.x + 18, PANEL.y + 12, PANEL.w - 36
        a = self.analysis
        if a.problem:
            text.draw(surf, _("The review could not be finished: {why}").format(why=a.problem),
                      21, THEME.bad, vp.point((x0, y0)), "topleft",
                      box=vp.rect((x0, y0, w, 28)))
            return
        if self.count == 0 and a.done:
            text.draw(surf, summary_text(a.report), 22, THEME.ink,
                      vp.point(PANEL.center), "center", True,
                      box=vp.rect((x0, PANEL.centery - 16, w, 32)))
            return
        f = self.flag if d is not None else None
        head = decision_head(self.index + 1, self.count,
                             len(self.mistakes()) if a.done else None)
        mark = mark_line(f) if f is not None else ""
        colour = mark_colour(f.mark) if f is not None else THEME.ink
        # the header and the mark on one line at one size: when both do not fit, each
        # gets its share of the line by its length (not the header squeezed alone)
        mark_w = 0
        if mark:
            mw = text.get(mark, 22, colour, True).get_width() / vp.scale + 4
            hw = text.get(head, 22, THEME.focus, True).get_width() / vp.scale + 4
            room = w - 16
            if mw + hw > room:  # the mark's words first: the header without its count
                head = decision_head(self.index + 1, self.count)
                hw = text.get(head, 22, THEME.focus, True).get_width() / vp.scale + 4
            mark_w = round(mw if mw + hw <= room else room * mw / (mw + hw))
        text.draw(surf, head, 22, THEME.focus, vp.point((x0, y0)), "topleft", True,
                  box=vp.rect((x0, y0 - 2, w - mark_w - 16, LINE)))
        y = y0 + LINE + 6
        if f is None:
            self._draw_progress(surf, x0, y, w)
            return
        text.draw(surf, mark, 22, colour, vp.point((x0 + w, y0)), "topright",
                  True, box=vp.rect((x0 + w - mark_w, y0 - 2, mark_w, LINE)))
        text.draw(surf, reason_text(f, self.reason_context(d)), 21, THEME.ink,
                  vp.point((x0, y)), "topleft", box=vp.rect((x0, y - 2, w, LINE)))

    def _draw_progress(self, surf, x, y, w) -> None:
        """"Analysing your plays" and a bar (also a number: not by length alone)."""
        vp = self.app.vp
        a = self.analysis
        done = len(a.decisions)
        label = _("Analysing your plays: {done} of {n}").format(done=done, n=a.total)
        self.text.draw(surf, label, 21, THEME.ink, vp.point((x, y)), "topleft", True,
                       box=vp.rect((x, y - 2, w // 2, 30)))
        bar = vp.rect((x + w // 2 + 10, y + 4, w // 2 - 10, 16))
        pygame.draw.rect(surf, (20, 20, 20), bar, border_radius=vp.length(6))
        fill = bar.copy()
        fill.w = round(bar.w * a.progress)
        if fill.w:
            pygame.draw.rect(surf, THEME.focus, fill, border_radius=vp.length(6))
        pygame.draw.rect(surf, THEME.accent, bar, 2, border_radius=vp.length(6))
