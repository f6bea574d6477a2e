"""The hand summary's buttons: one primary (Continue: the next hand, or the game's
end), large and yellow, focused; the others (Review, See the board, Replay hand,
Export game) secondary: smaller, quiet (a dark plate with a thin brass edge) until
the keyboard or the mouse picks one. Five equal buttons read as five choices of one
weight; a new player looks for the one that goes on."""

from __future__ import annotations

import pygame

from ...ui import THEME, Button, even_text

__all__ = ["QuietButton", "place_summary_buttons", "draw_summary_buttons",
           "PRIMARY_H", "QUIET_H", "PRIMARY_TEXT", "QUIET_TEXT"]

#: The primary button's height and its words' size (design px); the quiet ones'.
PRIMARY_H, PRIMARY_TEXT = 58, 27
QUIET_H, QUIET_TEXT = 44, 21
#: One row (design px): the quiet buttons' width and gap, the primary's width.
QUIET_W, QUIET_GAP, PRIMARY_W = 152, 10, 262
#: Two rows (large text): the quiet buttons over the primary.
QUIET_W2, PRIMARY_W2 = 214, 360
#: A quiet button's room either side of its words (design px, as ui.even_text keeps).
QUIET_PAD = 11
#: The quiet plate's fill (the dialog's brown, a little lighter) and edge.
QUIET_FILL, QUIET_HOVER, QUIET_EDGE = (52, 40, 30), (72, 56, 40), (150, 112, 64)


class QuietButton(Button):
    """A secondary button: a dark plate, a thin edge, light words; the focused one is
    drawn as any focused button (yellow, ringed: what Enter does)."""

    def draw_plate(self, surf, vp):
        if self.focused or not self.enabled:
            return super().draw_plate(surf, vp)
        r = vp.rect(self.rect)
        rad = vp.length(10)
        pygame.draw.rect(surf, QUIET_HOVER if self.hover else QUIET_FILL, r,
                         border_radius=rad)
        pygame.draw.rect(surf, QUIET_EDGE, r, width=max(1, vp.length(2 if self.hover else 1)),
                         border_radius=rad)
        return r, THEME.ink


def place_summary_buttons(quiet, primary, centre_x: float, bottom: float,
                          two_rows: bool, row: float, needs=None) -> None:
    """Lay the buttons out (design px) with their tops' line at ``bottom`` (the panel's
    foot less its margin): one row, the quiet ones left and the primary at the right,
    centred on its height; or (``two_rows``) the quiet ones in a row ``row`` above and
    the primary centred under them. ``needs`` (large text): each button's words' width
    at their size, the primary's last: in one row where the quiet words would shrink,
    each quiet button as wide as its words' share of the row (fy_126: equal buttons
    left a Polish 4-player hand's words at 14 px, their 100 % size, at 200 %), the
    primary no wider than its words need."""
    if two_rows:
        widths, gap = [QUIET_W2] * len(quiet), QUIET_GAP
        if needs and quiet and max(needs[:-1]) > QUIET_W2 - 2 * QUIET_PAD:
            room, share = len(quiet) * (QUIET_W2 - 2 * QUIET_PAD), sum(needs[:-1])
            widths = [round(room * n / share) + 2 * QUIET_PAD for n in needs[:-1]]
        x = centre_x - (sum(widths) + (len(quiet) - 1) * gap) / 2
        for b, w in zip(quiet, widths):
            b.rect.update(round(x), round(bottom - row + 2), w, QUIET_H + 4)
            x += w + gap
        primary.rect.update(round(centre_x - PRIMARY_W2 / 2), round(bottom - 2), PRIMARY_W2,
                            PRIMARY_H)
        return
    widths, main = [QUIET_W] * len(quiet), PRIMARY_W
    if needs and quiet and max(needs[:-1]) > QUIET_W - 2 * QUIET_PAD:
        main = round(min(PRIMARY_W, max(PRIMARY_W * 0.7, needs[-1] + 2 * QUIET_PAD)))
        room = len(quiet) * (QUIET_W - 2 * QUIET_PAD) + PRIMARY_W - main
        share = sum(needs[:-1])
        widths = [round(room * n / share) + 2 * QUIET_PAD for n in needs[:-1]]
    total = sum(widths) + len(quiet) * QUIET_GAP + 2 * QUIET_GAP + main
    x = centre_x - total / 2
    mid = bottom - 2 + PRIMARY_H / 2
    for b, w in zip(quiet, widths):
        b.rect.update(round(x), round(mid - QUIET_H / 2), w, QUIET_H)
        x += w + QUIET_GAP
    primary.rect.update(round(x + 2 * QUIET_GAP), round(bottom - 2), main, PRIMARY_H)


def draw_summary_buttons(surf, vp, fonts, quiet, primary) -> None:
    """The quiet buttons' words at one size, the primary's larger."""
    even_text(quiet, vp, fonts, QUIET_TEXT)
    even_text([primary], vp, fonts, PRIMARY_TEXT)
    for b in (*quiet, primary):
        b.draw(surf, vp, fonts)
