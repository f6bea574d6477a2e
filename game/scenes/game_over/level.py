"""The player's level beside the game-over panel: a strip in the left margin (the goals
strip has the right one) that never covers the result.

It slides in once the result has been seen, then the bar fills with the game's XP
(counted up, ticking), and when it crosses a level: "Level 3 → 4!", a burst of light,
the level-up cue, and what the new level unlocked (a tile set, drawn in its colours).
Under reduced motion it comes in filled, without the slide and the burst. A game with
undo earns its XP and goals as any game, but no record (game.stats.UNDO_RULE): the
result's panel says so in one line (:func:`undo_note`); a game counted before
(Continue) shows the level plainly.
"""

from __future__ import annotations

import pygame
import pytweening

from ...i18n import N_, _
from ...levels import XP_PARTS, level_of_xp, total_xp, unlocked_at, xp_for_level
from ...render.fx_burst import SparkBurst
from ...ui import THEME, draw_panel, draw_text_fit
from ...ui.tilesets import TILE_SETS
from ...ui.viewport import FELT
from ...widgets.text import draw_lines_fit
from ..options.tiles import TILE_NAMES
from .goals import FLASH_GOLD, MARGIN, STRIP_W

__all__ = ["LevelStrip", "LEVEL_AT", "SLIDE", "COUNT_AT", "COUNT_SPAN", "level_rect",
           "undo_note", "UNDO_NOTE"]

#: What undo withheld, in one short line of the result's panel (game.stats.UNDO_RULE).
UNDO_NOTE = N_("Undo used: no records this game")


def undo_note(table) -> str:
    """The result's line for a game in which the player used undo ("" otherwise, and
    in a demo): what it did not earn."""
    if (not getattr(table, "assisted", False) or getattr(table, "human_entry", None) is None
            or getattr(getattr(table, "config", None), "demo", False)):
        return ""
    return _(UNDO_NOTE)

#: The strip slides in from the left this long (s) into the screen, over SLIDE s.
LEVEL_AT = 1.2
SLIDE = 0.4
#: The bar starts filling at COUNT_AT and is full COUNT_SPAN later.
COUNT_AT = 1.8
COUNT_SPAN = 1.6
#: A tick while the bar fills, this far apart (s).
TICK = 0.2
#: The level-up's burst of light lasts this long (s).
BURST = 0.9
BAR = (255, 196, 60)
#: The gold flash behind the title as the bar crosses a level lasts this long (s).
FLASH = 0.6


def level_rect(panel: pygame.Rect, fonts, lines: int) -> pygame.Rect:
    """Where the strip sits (design px): left of ``panel``, tall enough for its title,
    bar, gain and ``lines`` lines under them."""
    s = max(1e-6, fonts.scale)
    title = fonts.get(26, True).get_linesize() / s + 14
    bar = 30
    gain = fonts.get(24, True).get_linesize() / s + 8
    line = fonts.get(22).get_linesize() / s + 2
    h = round(title + bar + gain + lines * line + 14)
    felt = pygame.Rect(FELT).inflate(-2 * MARGIN, -2 * MARGIN)
    x = felt.x + (panel.x - felt.x - STRIP_W) // 2
    h = min(h, felt.h)
    y = max(felt.y, min(panel.y + 110, felt.bottom - h))
    return pygame.Rect(x, y, STRIP_W, h)


def _least(fonts) -> float:
    """The smallest design size a wrapped line may take: 22 at 100 % text (legible),
    less at large text sizes (still larger on screen)."""
    return min(22.0, 31.0 / max(1e-6, getattr(fonts, "text_scale", 1.0)))


class LevelStrip:
    """The level strip. ``before``: the XP before this game; ``parts``: what the game
    earned by part (:data:`game.levels.XP_PARTS`)."""

    def __init__(self, before: int, parts: dict, panel: pygame.Rect):
        self.before = max(0, int(before))
        self.parts = {k: v for k, v in parts.items() if k in XP_PARTS and v > 0}
        self.gained = sum(self.parts.values())
        self.panel = panel
        self.ticked = -1.0  # the clock of the last tick played
        self.cheered = False  # the level-up cue was played
        self._burst: SparkBurst | None = None
        self.cheer_at: float | None = None  # the clock when the bar crossed a level

    @classmethod
    def of(cls, app, table, panel: pygame.Rect) -> LevelStrip | None:
        """The strip for ``table``'s finished game (None: no statistics, a demo)."""
        stats = getattr(app, "stats", None)
        if stats is None or table.human_entry is None or getattr(table.config, "demo", False):
            return None
        last = stats.last if stats.last is not None and stats.last.get(
            "game_id") == getattr(table, "game_id", None) else {}
        xp = last.get("xp")
        if xp is None:  # counted before (Continue): the level as it stands
            return cls(total_xp(stats), {}, panel)
        return cls(xp["before"], xp["parts"], panel)

    # -- the figures ------------------------------------------------------------------
    @property
    def after(self) -> int:
        return self.before + self.gained

    @property
    def levels(self) -> tuple[int, int]:
        """The level before and after the game."""
        return level_of_xp(self.before)[0], level_of_xp(self.after)[0]

    def unlocked(self) -> list[str]:
        """The tile sets the levels gained unlocked."""
        a, b = self.levels
        return [t for lv in range(a + 1, b + 1) for t in unlocked_at(lv)]

    def progress(self, t: float, still: bool) -> float:
        """How far the count-up is (0 -> 1) at the screen's clock ``t``."""
        if still or self.gained == 0:
            return 1.0
        return pytweening.easeOutCubic(max(0.0, min(1.0, (t - COUNT_AT) / COUNT_SPAN)))

    def shown_xp(self, t: float, still: bool) -> int:
        return self.before + round(self.gained * self.progress(t, still))

    def crossed(self, t: float, still: bool) -> bool:
        """The bar has crossed into a new level (by the clock ``t``)."""
        return level_of_xp(self.shown_xp(t, still))[0] > self.levels[0]

    def lines(self) -> list[tuple[str, str]]:
        """``(words, figure)`` under the bar: the parts earned (with undo too)."""
        return [(_(XP_PARTS[k]), f"+{v}") for k, v in self.parts.items()]

    # -- time -------------------------------------------------------------------------
    def animating(self, t: float) -> bool:
        end = COUNT_AT + COUNT_SPAN + BURST if self.gained else LEVEL_AT + SLIDE
        return t < end

    def update(self, t: float, audio, still: bool) -> None:
        """The ticks as the bar fills and the level-up cue (once)."""
        if t < LEVEL_AT or self.gained == 0:
            return
        if still:
            if not self.cheered:
                self.cheered = True
                audio.play("score_big" if self.levels[1] > self.levels[0] else "score_small")
            return
        if COUNT_AT <= t < COUNT_AT + COUNT_SPAN and t - self.ticked >= TICK:
            self.ticked = t
            audio.play("focus")
        if not self.cheered and self.crossed(t, still):
            self.cheered = True
            audio.play("score_big")
            self.cheer_at = t

    # -- drawing ------------------------------------------------------------------------
    def rect(self, fonts, t: float, still: bool) -> pygame.Rect:
        r = level_rect(self.panel, fonts, self._line_count())
        if still:
            return r
        k = pytweening.easeOutBack(max(0.0, min(1.0, (t - LEVEL_AT) / SLIDE)))
        return r.move(-round((1.0 - k) * (r.right + 10)), 0)

    def _line_count(self) -> int:
        return len(self.lines()) + (3 if self.unlocked() or self.next_set() else 0)

    def next_set(self) -> tuple[str, int] | None:
        """The next tile set to unlock after this game's level, and its level (None: all
        unlocked already): the strip names it, something to play for."""
        level = self.levels[1]
        ahead = [(ts.level, ts.id) for ts in TILE_SETS.values() if ts.level > level]
        return (min(ahead)[1], min(ahead)[0]) if ahead else None

    def next_words(self, xp: int) -> str:
        """What the next tile set needs, at ``xp`` shown on the bar: its name over
        "145 XP to go", counted in XP, never as a level number (the strip's title says
        the player's level: "Level 1" beside "Level 3 unlocks: ..." read as two
        levels that disagree; no set unlocks at level 2). Two lines: in Chinese one
        line broke inside its words."""
        new = self.unlocked()
        set_id, lv = (new[-1], self.levels[1]) if new else self.next_set()
        left = max(0, xp_for_level(lv) - xp)
        return _(TILE_NAMES[set_id]) + "\n" + _("{n} XP to go").format(n=left)

    def draw(self, surf, vp, fonts, art, t: float, still: bool) -> None:
        if t < LEVEL_AT and not still:
            return
        r = self.rect(fonts, t, still)
        s = max(1e-6, fonts.scale)
        draw_panel(surf, vp.rect(r), alpha=255, edge=THEME.accent, width=3,
                   radius=vp.length(12))
        xp = self.shown_xp(t, still)
        level, into, need = level_of_xp(xp)
        first = self.levels[0]
        up = level > first
        th = fonts.get(26, True).get_linesize() / s + 14
        title = (_("Level {a} \u2192 {b}!").format(a=first, b=level) if up
                 else _("Level {n}").format(n=level))
        title_box = vp.rect((r.x + 10, r.y + 8, r.w - 20, th - 8))
        pop = 0.0
        if up and not still:
            self._draw_burst(surf, vp, title_box, t)
            pop = self._flash(surf, vp, title_box, t)
        draw_text_fit(surf, fonts, 26 * (1.0 + 0.2 * pop), title, THEME.ink_dark, title_box,
                      "center", bold=True)
        # the bar: the level's XP so far, filling as the game's XP is counted
        y = r.y + th
        track = pygame.Rect(r.x + 14, y + 4, r.w - 28, 20)
        tr = vp.rect(track)
        pygame.draw.rect(surf, THEME.box, tr, border_radius=tr.h // 2)
        fill = tr.copy()
        fill.w = round(tr.w * into / max(1, need))
        if fill.w > 0:
            pygame.draw.rect(surf, BAR, fill, border_radius=tr.h // 2)
            shine = pygame.Rect(fill.x + tr.h // 4, fill.y + max(1, tr.h // 6),
                                max(0, fill.w - tr.h // 2), max(1, tr.h // 5))
            if shine.w > 0:
                pygame.draw.rect(surf, (255, 236, 170), shine, border_radius=shine.h // 2)
        pygame.draw.rect(surf, THEME.panel_edge, tr, width=max(1, vp.length(2)),
                         border_radius=tr.h // 2)
        y += 30
        gh = fonts.get(24, True).get_linesize() / s + 8
        gain = (_("+{n} XP").format(n=xp - self.before) if self.gained
                else _("{n} / {need} XP").format(n=into, need=need))
        draw_text_fit(surf, fonts, 24, gain, THEME.ink_dark,
                      vp.rect((r.x + 12, y, r.w - 24, gh)), "center", bold=True)
        y += gh
        lh = fonts.get(22).get_linesize() / s + 2
        fw = 56
        room = vp.length(r.w - 28 - fw)
        # the parts' words at one size: the longest one's, if it must shrink
        size = 22 * min([1.0] + [room / max(1, fonts.measure(fonts.get(22), words)[0])
                                 for words, figure in self.lines() if figure])
        for words, figure in self.lines():
            if figure:
                draw_text_fit(surf, fonts, size, words, THEME.ink_soft,
                              vp.rect((r.x + 14, y, r.w - 28 - fw, lh)), "midleft")
                draw_text_fit(surf, fonts, 22, figure, THEME.ink_soft,
                              vp.rect((r.right - 14 - fw, y, fw, lh)), "midright", bold=True)
            else:
                draw_text_fit(surf, fonts, 22, words, THEME.ink_soft,
                              vp.rect((r.x + 12, y, r.w - 24, lh)), "center")
            y += lh
        new = self.unlocked()
        box = pygame.Rect(r.x + 10, y + 4, r.w - 20, round(3 * lh))
        if new and (still or self.crossed(t, still)):
            self._draw_unlock(surf, vp, fonts, art, new[-1], box)
        elif new or self.next_set():
            words = self.next_words(xp)
            draw_lines_fit(surf, fonts, 22, words, THEME.ink_soft, vp.rect(box), max_lines=3,
                           align="center", min_size=_least(fonts))

    def _draw_unlock(self, surf, vp, fonts, art, set_id: str, box: pygame.Rect) -> None:
        """"New tiles" over a tile in that set's colours and its name beside it."""
        third = box.h // 3
        draw_text_fit(surf, fonts, 22, _("New tiles"), THEME.ink_soft,
                      vp.rect((box.x, box.y, box.w, third)), "center")
        unit = 16
        row = pygame.Rect(box.x, box.y + third, box.w, box.h - third)
        tile = pygame.Rect(row.x + 2, row.centery - unit // 2, 2 * unit, unit)
        if art is not None:
            was = THEME.tiles
            try:
                THEME.tiles = set_id
                art.draw(surf, vp.point(tile.topleft), 6, 5, False, vp.length(unit),
                         shadow=False)
            finally:
                THEME.tiles = was
        left = tile.right + 8
        text = vp.rect((left, row.y, row.right - left, row.h))
        name = _(TILE_NAMES[set_id])
        if not draw_lines_fit(surf, fonts, 22, name, THEME.ink_dark, text, bold=True,
                              min_size=_least(fonts)):
            draw_text_fit(surf, fonts, 22, name, THEME.ink_dark, text, "midleft", bold=True)

    def _flash(self, surf, vp, box: pygame.Rect, t: float) -> float:
        """A flash of gold behind the title as the bar crosses a level; its strength now
        (1 -> 0 over FLASH s), which also pops the title."""
        at = self.cheer_at
        if at is None or not 0.0 <= t - at < FLASH:
            return 0.0
        k = 1.0 - (t - at) / FLASH
        glow = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*FLASH_GOLD, round(190 * k)), glow.get_rect(),
                         border_radius=vp.length(8))
        surf.blit(glow, box.topleft)
        return k

    def _draw_burst(self, surf, vp, box: pygame.Rect, t: float) -> None:
        at = self.cheer_at
        if at is None or t - at > BURST:
            return
        if self._burst is None:
            self._burst = SparkBurst([box.center], 30, vp.scale, seed=3).start()
        self._burst.t = t - at
        self._burst.draw(surf)
