"""The bots' reactions (without them "opponents have no personality; the avatars never
react"): a short speech bubble beside a bot's name plate for a few beats at a real
moment of the game: it scores 15 or more, it goes out, it is stuck (passes), the player
scores 15 or more or goes out (sometimes, seeded: an opponent answers, or in a 4-player
game the player's partner cheers). A bot praises only another seat's play. Each
bot has a voice of its own (:data:`VOICES`: a few phrases per moment), picked by a
seeded RNG (the same game says the same things); no phrase is said twice in a hand, by
any bot (not "That's how it's done." twice), and one bubble is up at a time. The bubble pops in (none of that under reduced motion: it
is simply there) and never covers a word or a tile: where no free place is found beside
the plate, nothing is said.

The moments are read off the table's view by :func:`game.scenes.table.payoff.react`;
this module keeps the phrases, who is saying what since when, and draws the bubbles."""

from __future__ import annotations

import itertools
import random

import pygame

from ..i18n import N_, _
from ..ui import THEME
from .table_sizes import chip_size

__all__ = ["Reactions", "PHRASES", "VOICES", "SAY_SECONDS", "BIG_SCORE", "PLAYER_BIG",
           "PLAYER_CHANCE", "PARTNER_CHANCE"]

#: A bubble stays up this long (s of the table's clock): long enough to read while the
#: next turn starts (at 2.8 s it was fading, faint on the felt, as the player looked).
SAY_SECONDS = 3.5
#: It pops in over this long (s; not under reduced motion), and fades out over FADE.
POP = 0.16
FADE = 0.2
#: A bot reacts to its own play scoring this much or more (before a ruleset's divisor),
#: and to the player's scoring PLAYER_BIG or more.
BIG_SCORE = 15
PLAYER_BIG = 15
#: How often (seeded) a bot answers the player's good play or going out.
PLAYER_CHANCE = 0.65
#: How often (seeded) the player's partner (4 players) is the one who cheers it.
PARTNER_CHANCE = 0.75
#: The bubble's words' design size at least (the chips' size, :func:`chip_size`, is
#: used when larger), and its widest (design px).
TEXT = 22
MAX_W = 280
GAP = 8

#: Each bot's voice (bots in seat order from the player's left take them in turn):
#: friendly, cocky, thoughtful. moment -> its phrases. Who each moment is about
#: (West once said "Nice, that one counts!" of its own play): "big", "out" and
#: "blocked" are the speaker's own play, so they boast or sigh and never praise;
#: "player_big" / "player_out" are an opponent answering the player's side;
#: "partner_big" / "partner_out" are the player's partner (4 players) cheering the
#: player.
VOICES = (
    {"big": (N_("Yes! That one counts for me."), N_("Ha! Right on the ends.")),
     "out": (N_("I'm out first!"), N_("That's my last tile!")),
     "player_big": (N_("Wow, nice play!"), N_("Ouch, well played.")),
     "player_out": (N_("Nicely done, you're out!"), N_("Good hand, well played!")),
     "partner_big": (N_("Great play, partner!"), N_("That's the way, partner!")),
     "partner_out": (N_("You're out! Great hand, partner!"), N_("Well played, partner!")),
     "blocked": (N_("Nothing fits..."), N_("Hmm, no play for me."))},
    {"big": (N_("That's how it's done."), N_("I'll take those points."), N_("Not bad, eh?")),
     "out": (N_("Domino! I'm out."), N_("All gone!")),
     "player_big": (N_("Hey, save some for me!"), N_("Lucky shot!")),
     "player_out": (N_("You got lucky this time."), N_("Fine, this hand is yours.")),
     "partner_big": (N_("Ha! Those are our points!"), N_("Keep them coming!")),
     "partner_out": (N_("That's our hand, partner!"), N_("Out! Now we're talking.")),
     "blocked": (N_("I'm stuck!"), N_("Pass. Your luck, not mine."))},
    {"big": (N_("Just as I planned."), N_("Every point counts.")),
     "out": (N_("And that is my hand."), N_("Done. Let's count.")),
     "player_big": (N_("I didn't see that coming."), N_("You're on fire!")),
     "player_out": (N_("Clean finish. Respect."), N_("Out already? Impressive.")),
     "partner_big": (N_("Well counted, partner."), N_("Lovely play, partner.")),
     "partner_out": (N_("A clean finish, partner."), N_("Well done, partner.")),
     "blocked": (N_("Nothing to play. I'll wait."), N_("Patience..."))},
)
#: moment -> every voice's phrases for it.
PHRASES = {m: tuple(p for v in VOICES for p in v[m]) for m in VOICES[0]}


class Reactions:
    """Who is saying what since when (the table's clock). ``seed``: the game's, so a
    game's reactions are the same each time it is played or tested."""

    def __init__(self, seed) -> None:
        self.rng = random.Random(f"sniff-reactions/{seed}")
        #: seat -> (the phrase, in English: translated when drawn, start time)
        self.said: dict[int, tuple[str, float]] = {}
        #: what was last seen of the view (a moment is reacted to once)
        self.seen: dict = {}
        #: the phrases said this hand (none is said twice in a hand, by any bot)
        self.used: set[str] = set()

    def new_hand(self) -> None:
        """A new hand on screen: every phrase may be said again, and no bubble of the
        last hand stays up (the table's clock stops under the summary, so it had not aged
        out)."""
        self.used.clear()
        self.said.clear()

    def chance(self, p: float = PLAYER_CHANCE) -> bool:
        """Seeded: True ``p`` of the time (a bot answers the player only sometimes)."""
        return self.rng.random() < p

    @staticmethod
    def voice(seat: int) -> dict:
        """``seat``'s voice: the bots take the voices in turn from the player's left."""
        return VOICES[(seat - 1) % len(VOICES)]

    def react(self, seat: int, moment: str, now: float) -> str | None:
        """``seat`` says a phrase for ``moment`` from ``now``, in its own voice (another
        bot's words for it when its own are all said this hand), and is the only bubble
        up; returns it (English), or None when every phrase for it was said this hand."""
        fresh = [p for p in self.voice(seat)[moment] if p not in self.used]
        if not fresh:
            fresh = [p for p in PHRASES[moment] if p not in self.used]
        if not fresh:
            return None
        phrase = self.rng.choice(fresh)
        self.used.add(phrase)
        self.said = {seat: (phrase, now)}  # one bubble at a time
        return phrase

    def live(self, now: float) -> dict[int, tuple[str, float]]:
        """seat -> (phrase, age) of the bubbles up at ``now``."""
        for seat in [s for s, (_p, t0) in self.said.items() if now - t0 >= SAY_SECONDS
                     or now < t0]:
            del self.said[seat]
        return {s: (p, now - t0) for s, (p, t0) in self.said.items()}

    @staticmethod
    def candidates(plate: pygame.Rect, size, below: int) -> list[pygame.Rect]:
        """Where a ``size`` bubble may go beside a name ``plate`` (design px), best
        first: beside it away from the screen's edge, under it (clear of the ``below``
        px of marks under the plate), over it."""
        w, h = size
        # beside it level with it first, then slid up or down a little, then a row lower
        # or higher (a crowded 4-player table: a badge, a neighbour's bubble or a panel
        # where the level one would go); then under or over it, slid along it
        steps = [d * sign for d in range(0, h + 3 * GAP + 1, GAP) for sign in (-1, 1)][1:]
        ys = [plate.centery - h // 2 + d for d in steps]
        xs = [plate.right + GAP + 6, plate.x - GAP - 6 - w]
        if plate.centerx >= 640:
            xs.reverse()
        sides = [pygame.Rect(x, y, w, h) for x in xs for y in ys]
        slide = [0, -w // 4, w // 4, -w // 2, w // 2]
        under = [pygame.Rect(plate.x + dx, plate.bottom + below + GAP, w, h) for dx in slide]
        over = [pygame.Rect(plate.x + dx, plate.y - GAP - h, w, h) for dx in slide]
        return sides + under + over

    def draw(self, surf, vp, text, now: float, plates: dict, blocks, felt, still: bool,
             below: int = 34) -> dict[int, pygame.Rect]:
        """Each live bubble beside its seat's plate (``plates``: seat -> design rect),
        in the first place inside ``felt`` (design rect) clear of every rect of
        ``blocks`` (screen px) and of the other bubbles; returns where each was drawn
        (screen px)."""
        felt = pygame.Rect(felt)
        pad_x, pad_y = vp.length(12), vp.length(6)
        wants = []  # (seat, words, age, the places it may go, best first, in screen px)
        for seat, (phrase, age) in sorted(self.live(now).items()):
            plate = plates.get(seat)
            if plate is None:
                continue
            words = _(phrase)
            img = text.get(words, _size(text), THEME.ink_dark, True, max_w=_max_w(vp, text))
            size = (round((img.get_width() + 2 * pad_x) / vp.scale),
                    round((img.get_height() + 2 * pad_y) / vp.scale))
            spots = [vp.rect(r) for r in self.candidates(pygame.Rect(plate), size, below)
                     if felt.contains(r)]
            wants.append((seat, words, age, [r for r in spots if r.collidelist(blocks) < 0]))
        out = self.place([(seat, spots) for seat, _w, _a, spots in wants])
        for seat, words, age, _spots in wants:
            if seat in out:  # no free place: nothing said over a word or a tile
                self._bubble(surf, vp, text, words, out[seat], vp.rect(plates[seat]), age,
                             still)
        return out

    @staticmethod
    def place(wants) -> dict[int, pygame.Rect]:
        """Each seat's bubble in the first of its free ``spots`` clear of the bubbles
        placed before it, trying every order of the seats (at most three) and keeping
        the one that places the most: on a crowded 4-player table one seat's first
        choice can take the only place another has."""
        best: dict[int, pygame.Rect] = {}
        for order in itertools.permutations(wants):
            got: dict[int, pygame.Rect] = {}
            for seat, spots in order:
                spot = next((r for r in spots if r.collidelist(list(got.values())) < 0), None)
                if spot is not None:
                    got[seat] = spot
            if len(got) > len(best):
                best = got
            if len(best) == len(wants):
                break
        return best

    def _bubble(self, surf, vp, text, words, box, plate, age: float, still: bool) -> None:
        """A solid cream speech bubble, a shadow under it (it stands off the felt), a
        small tail toward the plate."""
        k = 1.0 if still else min(1.0, age / POP)
        alpha = 255 if still else round(255 * max(0.0, min(1.0, (SAY_SECONDS - age) / FADE)))
        scale = 1.0 if still else 0.7 + 0.3 * k
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        r = layer.get_rect()
        rad = min(r.h // 2, vp.length(12))
        size = _size(text)
        pygame.draw.rect(layer, (*THEME.panel[:3], 255), r, border_radius=rad)
        pygame.draw.rect(layer, THEME.accent, r, max(1, vp.length(2)), border_radius=rad)
        img = text.get(words, size, THEME.ink_dark, True, max_w=_max_w(vp, text))
        layer.blit(img, img.get_rect(center=r.center))
        if scale < 1.0:
            layer = pygame.transform.smoothscale(
                layer, (max(1, round(r.w * scale)), max(1, round(r.h * scale))))
        layer.set_alpha(alpha)
        shadow = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=rad)
        shadow.set_alpha(alpha)
        at = layer.get_rect(center=box.center)
        surf.blit(shadow, at.move(0, max(2, vp.length(3))))
        self._tail(surf, vp, box, plate, alpha)
        surf.blit(layer, at)
        if still or (age >= POP and alpha == 255):  # logged for the text tests
            text.draw(surf, words, size, THEME.ink_dark, box.center, "center", True, False,
                      box=box, max_w=_max_w(vp, text))

    @staticmethod
    def _tail(surf, vp, box, plate, alpha: int) -> None:
        """A small triangle from the bubble's side toward the plate."""
        half = vp.length(7)
        if plate.right <= box.left:  # the plate on the left
            base = ((box.left + 1, box.centery - half), (box.left + 1, box.centery + half))
            tip = (box.left - vp.length(8), box.centery)
        elif plate.left >= box.right:
            base = ((box.right - 1, box.centery - half), (box.right - 1, box.centery + half))
            tip = (box.right + vp.length(8), box.centery)
        elif plate.bottom <= box.top:  # under the plate
            x = min(max(plate.centerx, box.left + 2 * half), box.right - 2 * half)
            base = ((x - half, box.top + 1), (x + half, box.top + 1))
            tip = (x, box.top - vp.length(8))
        else:
            x = min(max(plate.centerx, box.left + 2 * half), box.right - 2 * half)
            base = ((x - half, box.bottom - 1), (x + half, box.bottom - 1))
            tip = (x, box.bottom + vp.length(8))
        pts = [base[0], tip, base[1]]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        area = pygame.Rect(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 4,
                           max(ys) - min(ys) + 4)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        local = [(x - area.x, y - area.y) for x, y in pts]
        pygame.draw.polygon(layer, (*THEME.panel[:3], 250), local)
        pygame.draw.lines(layer, THEME.accent, False, local, max(1, vp.length(2)))
        layer.set_alpha(alpha)
        surf.blit(layer, area)


def _size(text) -> float:
    """The bubble's words' design size: the chips' (a seat's last action) or more."""
    return max(TEXT, chip_size(text))


def _max_w(vp, text) -> int:
    """The bubble's words' widest (screen px): wider as the text size grows (at 200 %
    a phrase at MAX_W was shrunk under the chips' size)."""
    scale = max(1.0, float(getattr(getattr(text, "fonts", None), "text_scale", 1.0) or 1.0))
    return vp.length(MAX_W * min(1.5, scale))
