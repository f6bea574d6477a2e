"""The game-over screen's progression: the player's record against these bots, the win
streak, the best play and best hand of the game, and a "New best!" flare on each that
set a personal record (read from :attr:`game.stats.Stats.last`, so only the game just
counted flares: a game counted before, e.g. on Continue, shows its figures plainly).
A game in which undo was used counts as played and won (:data:`game.stats.UNDO_RULE`):
its cards show the wins and the streak as the Statistics do; it sets no record (no
"New best!"): its best play and best hand are struck through, and one line over the cards
says the rule (they read as records beside the Statistics' "-", fz_139)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...i18n import _
from ...render.fx_burst import SparkBurst
from ...stats import level_summary
from ...texts import level_name
from ...ui import THEME

__all__ = ["Progress", "ProgressCards", "CARD_H", "fit_steps", "strike", "STRIKE"]

#: A card's design height (the label, then the figure).
CARD_H = 78
CARD_GAP = 10


@dataclass
class Progress:
    """What the cards show. ``won``/``played``: the record against these bots."""
    level: str
    won: int
    played: int
    streak: int
    best_play: int | None
    best_hand: int | None
    new_play: bool = False
    new_hand: bool = False
    new_streak: bool = False
    #: undo was used: the game counts as played and won, sets no record (UNDO_RULE)
    assisted: bool = False

    @classmethod
    def of(cls, app, table) -> Progress | None:
        """The progress of ``table``'s finished game (None: no statistics, a demo)."""
        stats = getattr(app, "stats", None)
        config = table.config
        if stats is None or table.human_entry is None or getattr(config, "demo", False):
            return None
        won, played = stats.record_against(config)
        last = stats.last if stats.last is not None and stats.last.get(
            "game_id") == getattr(table, "game_id", None) else {}
        play = getattr(table, "best_play", None)
        hand = getattr(table, "best_hand", 0)
        return cls(level_summary(config), won, played, stats.streak["current"],
                   play[0] if play else None, hand or None,
                   bool(last.get("new_best_play")), bool(last.get("new_best_hand")),
                   bool(last.get("new_best_streak")), bool(getattr(table, "assisted", False)))

    def cards(self) -> list[tuple[str, str, bool]]:
        """``(label, figure, new best)`` per card, in the language shown (a game with
        undo too: it counts in the wins and the streak; its records were withheld, so no
        card says "New best!")."""
        return [
            (_("Wins vs {level}").format(level=level_name(self.level)),
             f"{self.won} / {self.played}", False),
            (_("Win streak"), str(self.streak), self.new_streak),
            (_("Best play"), "-" if self.best_play is None else f"+{self.best_play}",
             self.new_play and not self.assisted),
            (_("Best hand"), "-" if self.best_hand is None else str(self.best_hand),
             self.new_hand and not self.assisted),
        ]


    def struck(self) -> list[bool]:
        """Per card of :meth:`cards`: its figure is struck through, not counted (a game
        with undo: its best play and best hand are no records, :data:`UNDO_RULE`; shown
        plainly, "+20" beside the Statistics' "-" read as a record, fz_139)."""
        return [False, False, self.assisted and self.best_play is not None,
                self.assisted and self.best_hand is not None]


class ProgressCards:
    """Four cards in a row across ``area`` (a design rect); a "New best!" chip pops on
    each card that set a record, with a burst of light (not under reduced motion)."""

    #: The chips pop this long after the screen opens (after the title's fanfare).
    FLARE_AT = 0.9

    #: How far (design px) a record card's light reaches out round it: it shines in
    #: the gaps round the card, never over a word (no sparks over "115").
    HALO = 9

    def __init__(self, progress: Progress, area: pygame.Rect, cheer: bool = True):
        self.progress = progress
        self.area = pygame.Rect(area)
        #: a win's cards burst with light; a loss's "New best!" just shows
        self.cheer = cheer
        self._bursts: dict[int, SparkBurst] = {}

    def rects(self) -> list[pygame.Rect]:
        n = 4
        w = (self.area.w - CARD_GAP * (n - 1)) / n
        return [pygame.Rect(round(self.area.x + i * (w + CARD_GAP)), self.area.y,
                            round(w), CARD_H) for i in range(n)]

    def animating(self, t: float) -> bool:
        """True while a chip pops or its light bursts."""
        flares = any(new for _l, _f, new in self.progress.cards())
        return flares and t < self.FLARE_AT + 1.2

    def draw(self, surf, vp, text, t: float, still: bool) -> None:
        cards = list(zip(self.rects(), self.progress.cards()))
        if self.cheer and not still and t >= self.FLARE_AT:  # the light, under the cards
            for i, (r, (_label, _figure, new)) in enumerate(cards):
                if new:
                    self._burst(surf, vp, r, i, t - self.FLARE_AT)
        for (r, (label, figure, new)), struck in zip(cards, self.progress.struck()):
            sr = vp.rect(r)
            pygame.draw.rect(surf, (52, 38, 26), sr, border_radius=vp.length(12))
            edge = THEME.focus if new and t >= self.FLARE_AT else THEME.panel_edge
            pygame.draw.rect(surf, edge, sr, vp.length(2), border_radius=vp.length(12))
            text.draw(surf, label, 22, THEME.ink_dim, vp.point((r.centerx, r.y + 9)), "midtop",
                      box=vp.rect((r.x + 4, r.y + 8, r.w - 8, 28)))
            at = text.draw(surf, figure, 30, THEME.focus if new else THEME.ink_dim
                           if struck else THEME.ink, vp.point((r.centerx, r.y + 55)),
                           "center", True, box=vp.rect((r.x + 4, r.y + 36, r.w - 8, 38)))
            if struck and at is not None:  # not counted: a line through it
                strike(surf, vp, at)
            if new and t >= self.FLARE_AT:
                self._flare(surf, vp, text, r, t - self.FLARE_AT, still)

    def halo(self, vp, r: pygame.Rect) -> pygame.Rect:
        """Where a record card's light may show (screen px): the card and a thin band
        round it (the card itself covers the middle)."""
        return vp.rect(r.inflate(2 * self.HALO, 2 * self.HALO))

    def _burst(self, surf, vp, r: pygame.Rect, i: int, age: float) -> None:
        """A burst of light from the card's top, drawn before the cards and only in its
        halo: it glows round the card's edge, never over the score rows above."""
        burst = self._bursts.get(i)
        if burst is None:
            burst = self._bursts[i] = SparkBurst([vp.point(r.midtop), vp.point(r.center)],
                                                 30, vp.scale, seed=i).start()
        burst.t = age
        old = surf.get_clip()
        surf.set_clip(self.halo(vp, r).clip(old))
        burst.draw(surf)
        surf.set_clip(old)

    def _flare(self, surf, vp, text, r, age: float, still: bool) -> None:
        """"New best!" on a gold chip over the card's top edge: it pops in, then stays
        (reduced motion: it is simply there)."""
        pop = 1.0 if still else min(1.0, age / 0.18) * (
            1.0 + 0.25 * math.sin(min(1.0, age / 0.45) * math.pi))
        word = _("New best!")
        ink = (40, 24, 8)
        # never wider than the card, never so tall it hides the card's label
        img = text.get(word, 22, ink, True, max_w=vp.length(r.w - 16), max_h=vp.length(26))
        pad_x, pad_y = vp.length(8), vp.length(1)
        w, h = img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y
        chip = pygame.Rect(0, 0, max(1, round(w * pop)), max(1, round(h * pop)))
        chip.center = vp.point((r.centerx, r.y - 4))  # over the edge, above the label
        pygame.draw.rect(surf, THEME.focus, chip, border_radius=chip.h // 2)
        if still or age >= 0.1:
            text.draw(surf, word, 22, ink, chip.center, "center", True, False,
                      box=pygame.Rect(0, 0, img.get_width(), img.get_height()).move(
                          chip.centerx - img.get_width() // 2,
                          chip.centery - img.get_height() // 2))


#: The line through a figure that is not counted (a game with undo's best play).
STRIKE = (236, 120, 96)


def strike(surf, vp, at: pygame.Rect) -> None:
    """A line through the figure drawn at ``at`` (screen px), a little past its ends."""
    y, reach = at.centery, vp.length(6)
    pygame.draw.line(surf, STRIKE, (at.x - reach, y), (at.right + reach, y),
                     max(2, vp.length(3)))


def fit_steps(room: int, steps: list[tuple[int, int]], fixed: int = 0,
              repeat: dict | None = None) -> list[int]:
    """Each ``(size, least)`` of ``steps`` (design px; step ``i`` taken ``repeat[i]``
    times), shrunk toward its least, each by the same share of its give, so that they
    and ``fixed`` fit ``room``; as they are when they fit, at their least when even that
    does not."""
    repeat = repeat or {}
    n = [repeat.get(i, 1) for i in range(len(steps))]
    total = fixed + sum(k * size for k, (size, _l) in zip(n, steps))
    give = sum(k * max(0, size - least) for k, (size, least) in zip(n, steps))
    over = total - room
    if over <= 0 or give <= 0:
        return [size for size, _l in steps]
    share = min(1.0, over / give)
    return [size - math.ceil(max(0, size - least) * share) for size, least in steps]
