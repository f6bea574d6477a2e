"""The hand summary as a result screen: which side won the hand (its rows lit, its
headline on a gold ribbon when it is the player's), the ribbon's sweep of light and
sparks as the summary opens, the partnerships' colour marks beside their rows, and
the sound as the count-up lands. Drawing only; every fact comes from the hand's
:class:`~game.present.tally.HandTally`."""

from __future__ import annotations

import math
import random

import pygame
import pytweening

from ...render.fx_burst import LightSweep, SparkBurst
from ...ui import THEME
from .summary_words import best_entries

__all__ = ["winning_entries", "ours", "draw_ribbon", "draw_row_band", "draw_team_mark", "lighter",
           "RIBBON_INK", "RibbonFx", "land_sound"]

#: The headline's words on the player's gold ribbon (dark, as on the "Domino!" banner).
RIBBON_INK = (58, 34, 10)
RIBBON_GOLD = (244, 196, 72)
RIBBON_DEEP = (206, 146, 40)
#: Another side's winning rows: a calm slate, as its banner on the table.
CALM_RIM = (132, 166, 196)


def winning_entries(tally, game) -> set[int]:
    """The score entries (sides) that won the hand: the one that went out, Sniff 61's
    block winner, the one whose play won the game, or (American Sniff's block) the ones
    that came off best; empty when none did."""
    if tally.winner is not None:
        return {tally.winner}
    if tally.seat is not None and tally.how in ("domino", "blocked"):
        return {game.seat_entry(tally.seat)}
    return set(best_entries(tally))


def ours(tally, game, human) -> bool:
    """The hand's winner is the player's side."""
    return human is not None and game.seat_entry(human) in winning_entries(tally, game)


def draw_ribbon(surf, rect: pygame.Rect, vp, rise: float = 1.0) -> pygame.Rect:
    """The gold ribbon the player's headline sits on (``rect`` its room, screen px),
    widening in as it opens (``rise`` 0 -> 1); its drawn rect."""
    k = pytweening.easeOutBack(min(1.0, max(0.0, rise)))
    w = max(vp.length(40), round(rect.w * (0.6 + 0.4 * k)))
    r = pygame.Rect(0, 0, w, rect.h)
    r.center = rect.center
    rad = r.h // 2
    pygame.draw.rect(surf, RIBBON_DEEP, r.move(0, vp.length(3)), border_radius=rad)
    pygame.draw.rect(surf, RIBBON_GOLD, r, border_radius=rad)
    shine = pygame.Rect(r.x + rad // 2, r.y + vp.length(3), r.w - rad, max(2, r.h // 3))
    glow = pygame.Surface(shine.size, pygame.SRCALPHA)
    glow.fill((255, 246, 200, 90))
    surf.blit(glow, shine)
    pygame.draw.rect(surf, (255, 236, 160), r, max(1, vp.length(2)), border_radius=rad)
    return r


class RibbonFx:
    """The ribbon's payoff as the summary opens: a sweep of light across it (under its
    words) and sparks from its two ends, flying out along the headline's row, on the
    summary's clock (none under reduced motion). The sparks stay in the title's band
    and off every word (the headline, the hand's number): behind them, never over
    them (a burst over the rows' words read as noise)."""

    #: How far from level a spark flies out of the ribbon's end (radians): along the
    #: title's row, not up over the panel's edge or down over the rows.
    SPREAD = 0.32

    def __init__(self):
        self.rect: tuple | None = None
        self.sweep: LightSweep | None = None
        self.sparks: SparkBurst | None = None
        self._layer: pygame.Surface | None = None

    def _start(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = tuple(rect)
        self.sweep = LightSweep(rect, 40, duration=0.9).start()
        ends = [(rect.left + rect.h / 2, rect.centery),
                (rect.right - rect.h / 2, rect.centery)]
        sparks = SparkBurst(ends, 30, scale=scale * 0.8, seed=7, duration=1.0)
        rng = random.Random(7)
        # each end's sparks fly outwards, near level (the left end's left, the right's
        # right), as far as the ribbon's margin
        sparks.sparks = [(i, (math.pi if i == 0 else 0.0) + rng.uniform(-1, 1) * self.SPREAD,
                          reach * 0.75, size, colour, delay)
                         for i, _a, reach, size, colour, delay in sparks.sparks]
        sparks.flash = 0.0  # no flash: its halo, cut at the band's edges, read as a box
        self.sparks = sparks.start()

    def draw_light(self, surf, rect: pygame.Rect, t: float, scale: float,
                   still: bool) -> None:
        """The sweep of light across the ribbon (``rect``), under its words."""
        if still:
            return
        if self.rect != tuple(rect):
            self._start(rect, scale)
        self.sweep.t = max(0.0, t - 0.35)
        self.sparks.t = max(0.0, t - 0.15)
        if self.sweep.alive and self.sweep.t > 0:
            self.sweep.draw(surf)

    def draw_sparks(self, surf, still: bool, room: pygame.Rect | None = None,
                    keep=(), pills=()) -> None:
        """The sparks from the ribbon's ends (after :meth:`draw_light`, on its clock):
        only inside ``room``, off the rects ``keep`` (the words) and the rounded
        ``pills`` (the ribbon): behind them."""
        sparks = self.sparks
        if still or sparks is None or not sparks.alive or sparks.t <= 0:
            return
        room = surf.get_rect() if room is None else pygame.Rect(room).clip(surf.get_rect())
        if self._layer is None or self._layer.get_size() != surf.get_size():
            self._layer = pygame.Surface(surf.get_size())
        layer = self._layer  # the sparks alone, on black, then added to the panel
        layer.fill((0, 0, 0), room)
        sparks.draw(layer)
        for r in keep:  # no spark on a word
            layer.fill((0, 0, 0), pygame.Rect(r).clip(room))
        for r in pills:  # nor on the ribbon: they fly out from behind it
            pygame.draw.rect(layer, (0, 0, 0), r, border_radius=pygame.Rect(r).h // 2)
        surf.blit(layer, room.topleft, area=room, special_flags=pygame.BLEND_RGB_ADD)

    def animating(self, t: float) -> bool:
        return t < 1.4


def draw_row_band(surf, rect: pygame.Rect, colour, vp) -> None:
    """A soft band behind a winning side's row (``colour`` its side's, screen px)."""
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    rad = vp.length(10)
    pygame.draw.rect(band, (*colour[:3], 38), band.get_rect(), border_radius=rad)
    pygame.draw.rect(band, (*colour[:3], 120), band.get_rect(), max(1, vp.length(2)),
                     border_radius=rad)
    surf.blit(band, rect)


def lighter(colour, by: float = 0.3) -> tuple:
    """``colour`` mixed ``by`` toward white: a text colour kept legible on a row's band."""
    return tuple(round(c + (255 - c) * by) for c in colour[:3])


def draw_team_mark(surf, rect: pygame.Rect, entry: int, vp) -> None:
    """A partnership's colour mark beside its row (as on the table's labels)."""
    colour = THEME.team_a if entry == 0 else THEME.team_b
    pygame.draw.rect(surf, colour, rect, border_radius=max(1, rect.w // 2))


def land_sound(audio, tally, game, human) -> str:
    """The sound as the count-up lands: the score chime sized to what the player's side
    made when it gained, the hand-end cue when it won the hand otherwise, a soft tick
    else. Returns the cue played."""
    mine = game.seat_entry(human) if human is not None else None
    gained = tally.change[mine] if mine is not None else max(tally.change)
    if gained > 0:
        return audio.score(int(gained) * max(1, game.rules.points_divisor), 1)
    cue = "hand_end" if ours(tally, game, human) else "focus"
    audio.play(cue)
    return cue
