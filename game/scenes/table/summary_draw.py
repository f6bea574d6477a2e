"""The hand summary drawn as a round result: the headline, each hand's tiles at a
readable size, then its numbers in three labelled columns: its points in play, its
hand's end ("16 pips" and a "−15" pill), the two together; the scores counting up in
the race to the target (a bar each) from where the hand started.

Every number comes from the hand's tally (the engine's events); the words come from
:func:`game.scenes.table.summary_words.summary_lines`.
"""

from __future__ import annotations

import pygame
import pytweening

from engine.tiles import HI, LO

from ...i18n import _
from ...present.review_words import summary_text
from ...texts import team_name
from ...ui import THEME, draw_dialog
from ...ui.numbers import score, signed
from . import summary_look as look
from .gap_glow import gain_chip, pop_in
from .summary_buttons import draw_summary_buttons
from .summary_layout import (
    BELOW_ZERO,
    BUTTON_ROW,
    COACH_FADE,
    COUNT_SECONDS,
    DIM,
    HEAD_H,
    LEGEND_H,
    PANEL,
    RACE_AFTER,
    RACE_X,
    TILE_UNIT,
    SummaryLayout,
    race_zero,
    tile_unit,
)
from .summary_words import race_swing, race_words

__all__ = ["SummaryPainter", "PANEL", "COUNT_SECONDS", "tile_unit", "DIM", "BUTTON_ROW",
           "COACH_FADE", "BELOW_ZERO", "RACE_X", "race_zero"]


#: The opacity (of 255) of the coach's quiet "Coach: …" while its analysis runs.
COACH_WAIT = 110


def _signed(v: int) -> str:
    return signed(v)


class SummaryPainter(SummaryLayout):
    """Draws a :class:`~game.scenes.table.summary.SummaryScene` (``scene``)."""

    def __init__(self, scene):
        self.s = scene
        #: How much taller the text lines are at the player's text size (panel()).
        self.ks = 1.0
        #: The buttons in two rows of wider buttons (large text, when there is room).
        self.two_rows = False
        #: The top of the coach's line as last drawn (design px): the same whether the
        #: analysis is running or done.
        self.coach_top = 0.0
        t, game = scene.tally, scene.table.game
        #: The sides that won the hand (their rows lit); the player's among them.
        self.winners = look.winning_entries(t, game)
        self.won = look.ours(t, game, scene.table.human)
        self.fx = look.RibbonFx()

    def rise(self) -> float:
        """The ribbon's opening, 0 -> 1 over its first 0.35 s (1 under reduced motion)."""
        s = self.s
        return 1.0 if s.still else min(1.0, s.t / 0.35)

    # -- parts ---------------------------------------------------------------------------
    def _pill(self, surf, text: str, centre, size, colour, fill) -> pygame.Rect:
        vp = self.s.app.vp
        tc = self.s.table.text
        img = tc.get(text, size, colour, True)
        r = img.get_rect(center=vp.point(centre))
        plate = r.inflate(vp.length(22), vp.length(8))
        pygame.draw.rect(surf, fill, plate, border_radius=plate.h // 2)
        pygame.draw.rect(surf, colour, plate, max(1, vp.length(2)), border_radius=plate.h // 2)
        tc.draw(surf, text, size, colour, r.center, "center", True, False)
        return plate

    def result(self, surf, x: float, y: float, label: str) -> None:
        """A hand's number as a pill centred at design (``x``, ``y``): a loss in red, a
        gain in green, a zero in the neutral ink (a red 0 read as a loss)."""
        if not label:
            return
        colour = (THEME.bad if label.startswith(("\u2212", "-")) else
                  THEME.good if label.startswith("+") else THEME.ink)
        self._pill(surf, label, (x, y), 26, colour, (24, 16, 12))

    def race(self, surf, entry: int, shown: int, y: float, h: float) -> None:
        """The race to the target: a bar from the scores' column to the panel's edge,
        filled to the score shown (counting up with it), the target at its end. When a
        score of the game is below zero the bar keeps room left of a zero mark, and a
        score below zero fills that side in the loss colour (else a -5 showed no bar)."""
        s = self.s
        vp = s.app.vp
        target = max(1, s.table.game.target)
        x0, x1 = PANEL.x + RACE_X, PANEL.right - 40
        bar = vp.rect((x0, y + h / 2 - 6, x1 - x0, 12))
        pygame.draw.rect(surf, (48, 38, 28), bar, border_radius=bar.h // 2)
        zero, span = race_zero(bar, self.below_zero())
        if shown > 0:
            fill = pygame.Rect(zero, bar.y, max(bar.h, round(span * min(1.0, shown / target))),
                               bar.h)
            if s.table.game.teams:
                colour = THEME.team_a if entry == 0 else THEME.team_b
            else:
                colour = THEME.focus if entry == s.table.human else THEME.ink_dim
            pygame.draw.rect(surf, colour, fill, border_radius=bar.h // 2)
        elif shown < 0:  # below zero: a red bar leftwards from the zero mark
            w = max(2 * bar.h, min(zero - bar.x, round(span * -shown / target)))
            pygame.draw.rect(surf, THEME.bad, (zero - w, bar.y, w, bar.h),
                             border_radius=bar.h // 2)
        pygame.draw.rect(surf, (96, 72, 40), bar, max(1, vp.length(1)), border_radius=bar.h // 2)
        if zero > bar.x:  # the zero mark, taller than the bar
            tick = vp.length(3)
            pygame.draw.rect(surf, THEME.ink, (zero - tick // 2, bar.y - vp.length(5), tick,
                                               bar.h + vp.length(10)))

    def swing_chip(self, surf, lead_rect) -> pygame.Rect | None:
        """How far the hand moved the player's side ahead (:func:`race_swing`), a green
        "^35" chip after the race's words, popping in as the bars finish counting: the
        rect drawn (None: the gap did not grow)."""
        s = self.s
        swing = race_swing(s.table.game, s.tally, s.table.human)
        if not swing or lead_rect is None:
            return None
        k = 1.0 if s.still else pop_in(s.count_progress * COUNT_SECONDS - COUNT_SECONDS * 0.6)
        if k <= 0.05:
            return None
        vp = s.app.vp
        chip = gain_chip(s.table.text, vp, swing)
        img = pygame.transform.smoothscale(chip, (max(1, round(chip.get_width() * k)),
                                                  max(1, round(chip.get_height() * k))))
        lead_rect = pygame.Rect(lead_rect)
        r = img.get_rect(midleft=(lead_rect.right + vp.length(12), lead_rect.centery))
        if r.right > vp.rect(s.panel).right - vp.length(20):  # long words: before them
            r.right = lead_rect.left - vp.length(12)
        surf.blit(img, r)
        return r

    def below_zero(self) -> bool:
        """A score of the game is below zero (at the hand's start or its end)."""
        t = self.s.tally
        return any(n < 0 or s < 0 for n, s in zip(t.scores, t.start))

    # -- the whole -----------------------------------------------------------------------
    def draw(self, surf) -> None:
        s = self.s
        vp = s.app.vp
        text = s.table.text
        art = s.table.art
        tally = s.tally
        game = s.table.game
        panel = s.panel
        ks = self.ks
        draw_dialog(surf, vp.rect(panel), vp.length(16))
        y = panel.y + 20
        # the panel's spare height (its minimum, or a 4-player summary that fits) goes
        # between the sections below the title (under each hand, before the notes and
        # the scores, above the coach's line), never as a band under the title
        slots = self.spare_slots(s.lines)
        # (none under the hands' rows when they close it: their tiles' room is gap enough)
        under = 0 if s.lines and s.lines[-1][0] == "hand" and slots else 1
        spare = max(0.0, panel.h - self.heights(s.lines, ks)) / max(1, len(slots) + under)
        x_tiles, _right = self.columns()  # fixed columns, whatever the hand
        cols = self.number_columns()
        for i, line in enumerate(s.lines):
            kind = line[0]
            if i in slots:
                y += spare
            if kind != "score" and i and s.lines[i - 1][0] == "score":
                y += RACE_AFTER
            if kind == "title":
                # the hand's number, small, at the row's left; the headline centred
                kw, room = self.title_box(line[2])
                kr = text.draw(surf, line[2], 22, THEME.ink_dim,
                               vp.point((PANEL.x + 30, y + 23 * ks)), "midleft",
                               box=vp.rect((PANEL.x + 30, y, kw, 46 * ks)))
                words = line[1]
                ink, top = THEME.focus, y
                if self.won:  # the player's side won the hand: its news on a gold ribbon
                    img = text.get(words, 30, ink, True)
                    top = y + 4 * ks
                    wr = pygame.Rect(0, 0, min(img.get_width() + vp.length(60),
                                               vp.length(room)),
                                     img.get_height() + vp.length(10))
                    wr.midtop = vp.point((PANEL.centerx, top))
                    wr.y -= vp.length(5)
                    ribbon = look.draw_ribbon(surf, wr, vp, self.rise())
                    self.fx.draw_light(surf, ribbon, s.t, vp.scale, s.still)
                    ink = look.RIBBON_INK
                tr = text.draw(surf, words, 30, ink, vp.point((PANEL.centerx, top)),
                               "midtop", not self.won,
                               box=vp.rect((PANEL.x + 40 + kw, top, room, 46 * ks)))
                # a brass rule under the title: the header, then what it sums up (under
                # the hand's number too)
                ry = max(min(vp.point((0, y + 50 * ks - 6))[1], tr.bottom + vp.length(8)),
                         kr.bottom + vp.length(4), tr.bottom + vp.length(2))
                if self.won:  # its sparks in the title's band, off the words
                    band = vp.rect((PANEL.x + 16, panel.y + 6, PANEL.w - 32, 0))
                    band.h = max(0, ry - band.y)
                    self.fx.draw_sparks(surf, s.still, band, (kr, tr),  # (out from
                                        (ribbon, ribbon.move(0, vp.length(3))))  # behind it)
                rule = pygame.Rect(vp.point((PANEL.x + 30, 0))[0], ry,
                                   vp.length(PANEL.w - 60), max(1, vp.length(2)))
                pygame.draw.rect(surf, (96, 72, 40), rule)
                y += 50 * ks
            elif kind == "legend":  # Sniff 61's bonus rule, in small dim words
                lx = PANEL.x + 30
                text.draw(surf, line[1], 21, THEME.ink_dim, vp.point((lx, y)), "topleft",
                          box=vp.rect((lx, y - 2, PANEL.right - 20 - lx, LEGEND_H * ks)))
                y += LEGEND_H * ks
            elif kind == "head":  # the number columns' labels, small, over the hands
                for label, key in zip(line[1], ("play", "end", "total")):
                    cx, w = self.head_box(label, key, cols)
                    text.draw(surf, label, 21, THEME.ink_dim, vp.point((cx, y + HEAD_H * ks / 2)),
                              "center", box=vp.rect((cx - w / 2, y, w, HEAD_H * ks)))
                y += HEAD_H * ks
            elif kind == "hand":
                seat = line[1]
                tiles = tally.hands[seat]
                u = tile_unit(len(tiles), self.tiles_room(x_tiles))
                row_h = max(2 * TILE_UNIT + 8, 34 * ks)
                mid = y + row_h / 2
                won = tally.seat == seat
                entry = game.seat_entry(seat)
                if entry in self.winners:  # the side that won the hand, lit
                    colour = ((THEME.team_a if entry == 0 else THEME.team_b) if game.teams
                              else THEME.focus if self.won else look.CALM_RIM)
                    look.draw_row_band(surf, vp.rect((PANEL.x + 16, mid - row_h / 2 - 1,
                                                 PANEL.w - 32, row_h + 2)), colour, vp)
                if game.teams:  # the partnership's colour, as on the table's labels
                    look.draw_team_mark(surf, vp.rect((PANEL.x + 20, mid - 13 * ks, 6, 26 * ks)),
                                   entry, vp)
                text.draw(surf, s.table.names[seat], 22, THEME.focus if won else THEME.ink,
                          vp.point((PANEL.x + 30, mid)), "midleft", True,
                          box=vp.rect((PANEL.x + 30, mid - 17 * ks, self.name_w() - 40, 34 * ks)))
                x = x_tiles
                for t in tiles:
                    art.draw(surf, vp.point((x, mid - u)), LO[t], HI[t], True, vp.length(u),
                             None, shadow=True)
                    x += u + 4
                self._numbers(surf, line, cols, mid, won)
                y += row_h + self.row_gap()
            elif kind == "score":
                if s.lines[i - 1][0] != "score":
                    y += 10
                    head = _("Race to {target}").format(target=game.target)
                    text.draw(surf, head, 22, THEME.focus, vp.point((PANEL.x + 30, y)),
                              "topleft", True, box=vp.rect((PANEL.x + 30, y - 2, 330, 28 * ks)))
                    lead, mine = race_words(game, s.table.names, tally, s.table.human)
                    if lead:  # where the race stands now, by the bars
                        got = text.draw(surf, lead, 22, THEME.good if mine else THEME.ink,
                                        vp.point((PANEL.x + RACE_X, y)), "topleft", True,
                                        box=vp.rect((PANEL.x + RACE_X, y - 2,
                                                     PANEL.w - RACE_X - 40, 28 * ks)))
                        self.swing_chip(surf, got)
                    y += 30 * ks
                self._score_row(surf, line[1], y)
                y += 34 * ks
        a = getattr(s, "analysis", None)
        alpha = s.coach_alpha() if hasattr(s, "coach_alpha") else 255
        # the coach's line has its room from the first frame (nothing moves when it
        # comes): a quiet "Coach: …" holds it while the analysis runs, then fades out
        # as the line fades in, at the same place
        self.coach_top = cy = max(y + spare + 6, self.coach_y(panel))
        box = vp.rect((PANEL.x + 30, cy - 2, PANEL.w - 60, 30 * ks))
        if a is not None and not a.problem and alpha < 255:
            wait = _("Coach: {summary}").format(summary="\u2026")
            text.draw(surf, wait, 21, THEME.ink_dim, vp.point((PANEL.x + 30, cy)), "topleft",
                      shadow=False, alpha=round(COACH_WAIT * (1 - alpha / 255)), box=box)
        if a is not None and a.done and not a.problem and alpha > 0:
            # the coach's line (issue 14), faded in on its beat
            line = _("Coach: {summary}").format(summary=summary_text(a.report))
            text.draw(surf, line, 21,
                      THEME.ink_dim, vp.point((PANEL.x + 30, cy)), "topleft",
                      shadow=alpha >= 255, alpha=alpha, box=box)
        # the quiet buttons' words at one size, Continue's larger
        draw_summary_buttons(surf, vp, s.app.fonts, s.buttons[:-1], s.button)

    def _numbers(self, surf, line, cols, mid: float, won: bool) -> None:
        """A hand's numbers in their columns: its points in play, what its hand's end
        did in words ("16 pips", ending at one x) and its pill ("−15"), its whole."""
        s = self.s
        vp, text, ks = s.app.vp, s.table.text, self.ks
        _kind, _seat, phrase, result, in_play, total = line
        cx, w = cols["play"]
        text.draw(surf, in_play, 24, THEME.ink if in_play != "0" else THEME.ink_dim,
                  vp.point((cx, mid)), "center", True,
                  box=vp.rect((cx - w / 2, mid - 17 * ks, w, 34 * ks)))
        right = cols["phrase_right"]
        room = right - (cols["end"][0] - cols["end"][1] / 2)
        text.draw(surf, phrase, 22, THEME.focus if won else THEME.ink,
                  vp.point((right, mid)), "midright",
                  box=vp.rect((right - room, mid - 17 * ks, room, 34 * ks)))
        if phrase and result:  # the pips become the points: "16 pips → −15"
            ax = cols["phrase_right"] + self.arrow_width() / 2 + 1
            text.draw(surf, "\u2192", 22, THEME.ink_dim, vp.point((ax, mid)), "center")
        self.result(surf, cols["pill"][0], mid, result)
        cx, w = cols["total"]
        tone = (THEME.good if total.startswith("+") else  # a loss's red lightened: on
                look.lighter(THEME.bad) if total.startswith(("\u2212", "-")) else  # a lit
                THEME.ink_dim)  # row's band the plain red was under 4.5:1
        text.draw(surf, total, 26, tone, vp.point((cx, mid)), "center", True,
                  box=vp.rect((cx - w / 2, mid - 17 * ks, w, 34 * ks)))

    def _score_row(self, surf, entry: int, y: float) -> None:
        """A score counting up from the hand's start to its end (and a partnership's
        change)."""
        s = self.s
        vp = s.app.vp
        text = s.table.text
        new, change = s.tally.scores[entry], s.tally.change[entry]
        k = s.count_progress
        shown = round(new - change + change * pytweening.easeOutCubic(k))
        names = s.table.names
        who = (team_name(names[entry], names[entry + 2]) if s.table.game.teams
               else names[entry])
        ks = self.ks
        if s.table.game.teams:  # the partnership's colour, as on the table's labels
            sw = vp.rect((PANEL.x + 34, y + 2, 6, 24 * ks))
            pygame.draw.rect(surf, THEME.team_a if entry == 0 else THEME.team_b, sw,
                             border_radius=max(1, sw.w // 2))
        text.draw(surf, who, 24, THEME.ink, vp.point((PANEL.x + 50, y)), "topleft", True,
                  box=vp.rect((PANEL.x + 50, y - 2, 240, 30 * ks)))
        # below zero in the loss colour, as its bar (else a -5 showed nothing in the race)
        text.draw(surf, score(shown), 26, THEME.bad if shown < 0 else THEME.focus,
                  vp.point((PANEL.x + 400, y)), "topright",
                  True, box=vp.rect((PANEL.x + 300, y - 2, 100, 32 * ks)))
        tone = THEME.good if change > 0 else THEME.bad if change < 0 else THEME.ink_dim
        # a side's change only for a partnership (its seats' "This hand" summed): alone,
        # a player's is the "This hand" column under the race (said once, not twice)
        said = _signed(change) if change and s.table.game.teams else ""
        text.draw(surf, said, 22, tone,
                  vp.point((PANEL.x + 416, y + 1)), "topleft", True,
                  box=vp.rect((PANEL.x + 416, y - 1, RACE_X - 426, 32 * ks)))
        self.race(surf, entry, shown, y, 30 * ks)
