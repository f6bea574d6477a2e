"""The player's pips at risk, by their tray: a small quiet tag at the tray's right end,
a little tile and what the hand's end would do with the pips in hand now ("−15"),
updated as the player plays (new players read the hand end's deduction as a surprise
penalty: the score box said 60, then the summary took 40 off).

Only what the player may know: their own tiles (the others' are hidden). The engine
decides (:func:`engine.rules.hand_end_cost`, RULES.md 1.7 and 3): in American Sniff
each hand's pips, rounded to the nearest 5, come off that player's score: the tag
shows the minus. Sniff 61 takes nothing off anyone (the hand's winner scores the
others' pips / 5): the tag shows the pips held, in the plain ink, with no minus. One
number: a word of the table's budget (bench/text_load.py); what it means is said only
when asked (:mod:`game.render.pip_tip`: the mouse over the tag, or the hint asked for
with the keyboard or a pad).
"""

from __future__ import annotations

import pygame

from engine.rules import hand_end_cost
from engine.tiles import PIPS

from ..ui import THEME

__all__ = ["deducts", "hand_cost", "tag_words", "PipTag", "TAG_SIZE", "TAG_GAP"]

#: The tag's number (design px at 100 % text).
TAG_SIZE = 22
#: The room between the tag and the tray's right end, and between it and the last
#: tile (design px).
TAG_GAP = 10
#: The room kept for the tag is this one's (or a wider one's).
WIDEST = "\u221288"
#: The tag's plate: the tray's wood a shade darker, its rim a warm brass.
PLATE = (40, 26, 16)
RIM = (120, 88, 48)
#: The mark's little tile: the tiles' ivory.
DOT = (236, 228, 206)


def deducts(rules) -> bool:
    """Whether ``rules`` (a :class:`engine.rules.Ruleset`) take the pips held off their
    holder's score at a hand's end (American Sniff): the tag then says the minus."""
    return rules.settlement == "deduct"


def hand_cost(tiles, rules) -> tuple[int, int]:
    """``(pips, change)``: the pips in ``tiles`` and what the hand's end would do to
    their holder's score if it ended now, as the engine settles it
    (:func:`engine.rules.hand_end_cost`): ``-15`` in American Sniff, 0 in Sniff 61."""
    return sum(PIPS[t] for t in tiles), -hand_end_cost(rules, tiles)


def tag_words(tiles, rules) -> str:
    """The tag's number: "−15" (American Sniff; "0" when the pips round to nothing),
    or the pips held (Sniff 61: "16")."""
    pips, change = hand_cost(tiles, rules)
    if not deducts(rules):
        return str(pips)
    return f"\u2212{-change}" if change else "0"


class PipTag:
    """Draws the tag at the right end of a tray (``tray``: its design rect)."""

    def __init__(self, vp, text):
        self.vp, self.text = vp, text
        #: The tag's last drawn rect (screen px), None when not drawn.
        self.rect: pygame.Rect | None = None
        #: What the tag last drawn was about: ``(tiles, rules)``, and its tray's screen
        #: rect (its tooltip says it, over the tray).
        self.about: tuple | None = None
        self.tray: pygame.Rect | None = None

    def size(self, words: str) -> tuple[float, float]:
        """The tag's width and height in design px at the text size now."""
        img = self.text.get(words, TAG_SIZE, THEME.ink, True)
        s = max(1e-6, self.vp.scale)
        w, h = img.get_width() / s, img.get_height() / s
        return w + h * 0.55 + 28, h + 10  # the number, the mark (a tile), the margins

    def room(self, words: str) -> float:
        """The design px kept for the tag at the tray's right end (the hand keeps
        clear): a "−88" tag's whatever the number now, so the tiles never shift by a
        pixel as it changes (while a hand is dealt), a wider one's when it is wider."""
        return max(self.size(WIDEST)[0], self.size(words)[0]) + 2 * TAG_GAP

    def draw(self, surf, tray: pygame.Rect, tiles, rules) -> pygame.Rect:
        """The tag for ``tiles`` under ``rules`` at the right end of ``tray`` (design
        px), centred on its height; its screen rect."""
        vp, text = self.vp, self.text
        words = tag_words(tiles, rules)
        w, h = self.size(words)
        box = vp.rect((tray.right - TAG_GAP - w, tray.centery - h / 2, w, h))
        rad = box.h // 2
        pygame.draw.rect(surf, PLATE, box, border_radius=rad)
        pygame.draw.rect(surf, RIM, box, max(1, vp.length(2)), border_radius=rad)
        # the mark: a little upright tile, its pips (what the number counts)
        th = max(6, vp.length(h - 12))
        tile = pygame.Rect(0, 0, max(4, round(th * 0.55)), th)
        tile.midleft = (box.x + vp.length(11), box.centery)
        pygame.draw.rect(surf, DOT, tile, border_radius=max(1, tile.w // 4))
        pygame.draw.line(surf, PLATE, (tile.x + 1, tile.centery), (tile.right - 2, tile.centery))
        r = max(1, round(tile.w / 7))
        for fx, fy in ((0.3, 0.27), (0.7, 0.27), (0.5, 0.73)):
            pygame.draw.circle(surf, PLATE, (round(tile.x + fx * tile.w),
                                             round(tile.y + fy * tile.h)), r)
        lost = deducts(rules) and words != "0"
        colour = (236, 120, 104) if lost else THEME.ink  # a soft red: a cost, not an alarm
        text.draw(surf, words, TAG_SIZE, colour, (box.right - vp.length(12), box.centery),
                  "midright", True, False)
        self.rect, self.about, self.tray = box, (list(tiles), rules), vp.rect(tray)
        return box
