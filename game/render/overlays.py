"""What floats over the table: tiles in flight, the "+N" callout, the counted ends'
glow and their sum, the draw for the lead, the shuffle, a dragged tile, the hand's
banner ("Domino!"). The payoff effects are game.render.fx's; their clocks are the
director's (the view model), so skipping and reduced motion follow it."""

from __future__ import annotations

import math

import pygame

from engine.tiles import HI, LO, PIPS

from ..i18n import _
from ..texts import tile_label
from ..tween import lerp
from ..ui import THEME
from .flight_path import flight_pose, lift_toward
from .fx import DominoCallout, GlowRing, ScoreCallout
from .hud import TEXT

__all__ = ["Overlays", "lead_words", "BANNER_SIZE", "WORD_SIZE", "DRAW_SWELL"]

#: A tile drawn into a hidden hand grows by this share at the middle of its flight
#: (boneyard -> rack, both small: the tile in the air was a few pixels).
DRAW_SWELL = 1.6

#: The text size of the big "Domino!" banner, and of a plain one ("Blocked").
BANNER_SIZE, WORD_SIZE = 60.0, 40


def lead_words(lead_tiles, names, you: int | None = None) -> str:
    """Who the draw for the lead shown (``[(seat, tile)]``) makes the leader, and why,
    in the language shown: "You lead: your [5|6] has the most pips (11)"; "" while no
    one has won it (nothing turned up yet, or a tie: they draw again). ``you``: the
    player's seat (None: nobody's, a demo)."""
    if len(lead_tiles) < 2:
        return ""
    best = max(PIPS[t] for _s, t in lead_tiles)
    top = [(s, t) for s, t in lead_tiles if PIPS[t] == best]
    if len(top) != 1:
        return ""
    seat, tile = top[0]
    if seat == you:
        return _("You lead: your {tile} has the most pips ({n})").format(
            tile=tile_label(tile), n=best)
    return _("{name} leads: {tile} has the most pips ({n})").format(
        name=names[seat], tile=tile_label(tile), n=best)


class Overlays:
    def __init__(self, vp, text, art):
        self.vp, self.text, self.art = vp, text, art
        self._effects: dict = {}
        #: True while the hand summary's "See the board" shows the board alone.
        self.hide_banner = False

    # -- tiles in the air ---------------------------------------------------------
    def flight_ends(self, f, hands, board, boneyard_pos):
        """``(src, dst, vertical at start, vertical at end, unit at start, unit at end)``
        of flight ``f`` in screen px (None if its place is not known yet)."""
        vp = self.vp
        hand = hands[f.seat]
        hunit = vp.length(hand.slots(max(1, f.count))[min(f.slot, max(0, f.count - 1))][2])
        if f.kind == "play":
            pl = board.placement(f.tile)
            if pl is None:
                return None
            dst = board.camera.to_screen(pl.cx, pl.cy)
            if f.dropped:  # it was shown lying there under the pointer: it stays
                return dst, dst, pl.vertical, pl.vertical, board.camera.unit, \
                    board.camera.unit, pl
            src = hand.slot_point(f.slot, f.count)
            return src, dst, hand.vertical_tiles, pl.vertical, hunit, board.camera.unit, pl
        dst = hand.slot_point(f.slot, f.count)
        return boneyard_pos, dst, True, hand.vertical_tiles, vp.length(14), hunit, None

    def draw_flights(self, surf, flights, hands, board, boneyard_pos, still: bool) -> None:
        for f in flights:
            ends = self.flight_ends(f, hands, board, boneyard_pos)
            if ends is None:
                continue
            src, dst, v0, v1, u0, u1, pl = ends
            t = f.t
            if pl is not None:
                first, second = pl.first, pl.second
            else:
                first, second = LO[f.tile], HI[f.tile]
            if still:  # reduced motion: the tile fades in where it lands
                u = max(4, round(u1))
                img = (self.art.face(first, second, v1, u) if f.face
                       else self.art.back(v1, u)).copy()
                img.set_alpha(round(255 * t))
                surf.blit(img, img.get_rect(center=(round(dst[0]), round(dst[1]))))
                continue
            # a play lifts out of the hand and arcs to its place; a draw arcs face down
            # and turns face up as it lands (see flight_path)
            lift = lift_toward(src, dst, v0, self.vp.length(36))
            pose = flight_pose(f.kind, src, dst, t, lift, self.vp.length(40), f.face,
                               f.dropped, getattr(f, "lift", -1.0))
            u = lerp(u0, u1, pose.turn)
            if f.kind == "draw" and not f.face:  # a hidden hand's draw swells in the air
                # (at a rack's size it read as nothing drawn: "drew 2" only in a chip)
                u *= 1 + DRAW_SWELL * math.sin(math.pi * min(1.0, max(0.0, t)))
            u = max(4, round(u))
            img = (self.art.face(first, second, v1, u) if pose.face
                   else self.art.back(v1, u))
            if v0 != v1:
                img = pygame.transform.rotate(img, (1 - pose.turn) * 90)
            if pose.squeeze < 1.0:
                img = pygame.transform.smoothscale(
                    img, (max(1, round(img.get_width() * pose.squeeze)), img.get_height()))
            surf.blit(img, img.get_rect(center=(round(pose.x), round(pose.y))))

    def draw_drag(self, surf, tile: int, pos, unit: int, vertical: bool = True,
                  first=None, second=None) -> None:
        """A dragged tile under the pointer, upright as in the hand, or (over a spot)
        as it will lie: ``vertical``, ``first``/``second`` from the board's placement."""
        a = LO[tile] if first is None else first
        b = HI[tile] if second is None else second
        img = self.art.face(a, b, vertical, unit)
        surf.blit(img, img.get_rect(center=pos))

    # -- words over the board ------------------------------------------------------------
    def _fx(self, key, make):
        """The fx effect kept for ``key`` (a callout, the banner), made once."""
        fx = self._effects.get(key)
        if fx is None:
            if len(self._effects) > 32:
                self._effects.clear()
            fx = self._effects[key] = make().start()
        return fx

    def draw_callouts(self, surf, callouts, where, still: bool, lift: float = 40) -> list:
        """The ONE "+N" of a scoring play over ``where(callout)`` (a screen point): an
        :class:`~game.render.fx.ScoreCallout` sized to its points (bigger from 20), its
        clock the director's (``c.t`` 0 -> 1); it pops ``lift`` design px above the point.
        Returns the rects of the plates drawn."""
        drawn = []
        for c in callouts:
            pos = where(c)
            rise = 0 if still else self.vp.length(20) * min(1.0, c.t * 1.5)  # drifts up
            centre = (pos[0], pos[1] - self.vp.length(lift) - rise)
            fx = self._fx(("callout", id(c), c.text, still), lambda c=c, centre=centre:
                          ScoreCallout(self.text.fonts, c.points, centre, still,
                                       text=c.text, divisor=getattr(c, "divisor", 1)))
            fx.centre = centre
            fx.t = min(max(0.0, c.t), 0.999) * fx.duration
            fx.draw(surf)
            drawn.append(fx.rect())
        return drawn

    @staticmethod
    def tally_text(values, done: bool) -> str:
        text = " + ".join(str(x) for x in values)
        if done and len(values) > 1:
            text += f" = {sum(values)}"
        return text

    def tally_width(self, values) -> int:
        """The screen width of the complete sum's plate."""
        img = self.text.get(self.tally_text(values, True), TEXT + 4, THEME.ink, True)
        return img.get_width() + self.vp.length(18)

    def plate_rect(self, values, done: bool, centre):
        """The screen rect :meth:`draw_tally` would draw its plate in (None: none)."""
        if not values or centre is None:
            return None
        vp = self.vp
        img = self.text.get(self.tally_text(values, done), TEXT + 4, THEME.ink, True)
        pos = (round(centre[0]), round(centre[1]))
        return img.get_rect(center=pos).inflate(vp.length(18), vp.length(8))

    def draw_tally(self, surf, values, done: bool, centre,
                   preview: bool = False) -> pygame.Rect | None:
        """The counted ends added up as they light: "5 + 10", then "5 + 10 = 15"; the
        plate's screen rect (None: nothing to add up). ``preview``: the sum a held
        tile's play would make, before it is played: the same words and size on a
        see-through plate with a dashed edge (a sum to come, not one made)."""
        if not values or centre is None:
            return None
        vp = self.vp
        text = self.tally_text(values, done)
        pos = (round(centre[0]), round(centre[1]))
        img = self.text.get(text, TEXT + 4, THEME.ink, True)
        plate = img.get_rect(center=pos).inflate(vp.length(18), vp.length(8))
        if preview:
            film = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(film, (*THEME.box[:3], 150), film.get_rect(),
                             border_radius=vp.length(10))
            surf.blit(film, plate)
            dashed_frame(surf, plate, THEME.focus, max(2, vp.length(2)), vp.length(8))
        else:
            pygame.draw.rect(surf, THEME.box, plate, border_radius=vp.length(10))
        self.text.draw(surf, text, TEXT + 4, THEME.ink, pos, "center", True, False)
        return plate

    def draw_glows(self, surf, view, board, still: bool) -> None:
        """A :class:`~game.render.fx.GlowRing` swelling round each counted end as it
        lights (its clock: ``view.lit_age``)."""
        if view.lit[1] <= 0 or not view.lit_age:
            return
        radius = board.badge_radius * 1.7
        for pc, age in view.lit_age.items():
            pos = board.badge_centre(view.layout, pc)  # on the badge as drawn
            if pos is None and pc is not None:
                pos = board.point_pos(pc)
            if pos is None:
                for mpos, _v, kind, mpc in board.marks(view.layout):
                    if kind == "solid" and mpc == pc:
                        pos = mpos
            if pos is None:
                continue
            ring = GlowRing(pos, radius, still)
            ring.start()
            ring.t = age
            ring.draw(surf)

    def draw_target(self, surf, rect) -> None:
        """A bright frame round where the player should click now (the boneyard)."""
        vp = self.vp
        pygame.draw.rect(surf, THEME.focus, rect, vp.length(4), border_radius=vp.length(12))

    def draw_banner(self, surf, text: str, centre, t: float = 1.0, still: bool = False,
                    big: bool = False, k: float = 1.0) -> None:
        """A word over the board at a hand's end: "Domino!" as a springy
        :class:`~game.render.fx.DominoCallout` (``big``), else a plate ("Blocked"). It
        stays until the summary covers it (and is hidden while the summary's "See the
        board" shows the board alone: ``hide_banner``); ``t``: seconds shown; ``k``: drawn
        that times its size (where the felt has no room for it whole)."""
        if not text or self.hide_banner:
            return
        if big:
            fx = self._fx(("banner", text, still, tuple(centre), k),
                          lambda: DominoCallout(self.text.fonts, centre, text, still,
                                                size=BANNER_SIZE * k))
            fx.t = min(max(0.0, t), fx.duration - fx.fade_out - 0.01)
            fx.draw(surf)
            return
        vp = self.vp
        img = self.text.get(text, WORD_SIZE * k, THEME.focus, True)
        r = img.get_rect(center=(round(centre[0]), round(centre[1])))
        plate = r.inflate(vp.length(30 * k), vp.length(12 * k))
        pygame.draw.rect(surf, (20, 20, 20), plate, border_radius=vp.length(14 * k))
        pygame.draw.rect(surf, THEME.accent, plate, vp.length(3),
                         border_radius=vp.length(14 * k))
        self.text.draw(surf, text, WORD_SIZE * k, THEME.focus, r.center, "center", True,
                       False)

    def draw_lead_tiles(self, surf, lead_tiles, table_map) -> None:
        """The tiles turned up in the draw for the lead, each near its seat."""
        vp = self.vp
        for seat, tile in lead_tiles:
            lr = table_map.anchor(f"label_{seat}")
            hr = table_map.anchor(f"hand_{seat}")
            c = ((lr.centerx + hr.centerx) / 2, (lr.centery + hr.centery) / 2)
            c = (lerp(c[0], 640, 0.35), lerp(c[1], 360, 0.35))
            img = self.art.face(LO[tile], HI[tile], False, vp.length(30))
            rr = img.get_rect(center=vp.point(c))
            surf.blit(img, rr)
            self.text.draw(surf, f"{PIPS[tile]}", TEXT + 1, THEME.focus, rr.midbottom, "midtop",
                           True)

    def draw_caption(self, surf, words: str, area: pygame.Rect, tiles) -> pygame.Rect | None:
        """``words`` on a dark edged plate in the play area ``area`` (screen px) over the
        tiles turned up (their ``tiles`` rects), between them and the area's top: what
        the draw for the lead decided, said at the moment it is."""
        if not words:
            return None
        vp = self.vp
        max_w = area.w - vp.length(40)
        img = self.text.get(words, TEXT + 1, THEME.focus, True, max_w=max_w)
        # the tallest band of the area that no tile (nor its number under it) is in
        spans = sorted((r.top, r.bottom + round(r.h * 1.1)) for r in tiles)
        bands, y = [], area.top
        for a, b in spans:
            bands.append((y, a))
            y = max(y, b)
        bands.append((y, area.bottom))
        lo, hi = max(bands, key=lambda band: band[1] - band[0])
        plate = img.get_rect(center=(area.centerx, (lo + hi) // 2)).inflate(
            vp.length(24), vp.length(10))
        centre = plate.center
        pygame.draw.rect(surf, (20, 20, 20), plate, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.accent, plate, max(1, vp.length(2)),
                         border_radius=vp.length(10))
        self.text.draw(surf, words, TEXT + 1, THEME.focus, centre, "center", True, False,
                       max_w=max_w, box=plate.inflate(-vp.length(12), 0))
        return plate

    def draw_shuffle(self, surf, t: float, centre) -> None:
        """Tile backs swirling while the set is shuffled (``t`` 0 -> 1)."""
        if t < 0:
            return
        vp = self.vp
        img = self.art.back(False, vp.length(18))
        for i in range(12):
            a = i * 2.4 + t * 9
            rad = 40 * math.sin(t * math.pi)
            p = (centre[0] + math.cos(a) * rad * (1 + i % 3 * 0.4),
                 centre[1] + math.sin(a) * rad * 0.6)
            surf.blit(img, img.get_rect(center=vp.point(p)))


def dashed_frame(surf, rect: pygame.Rect, color, width: int, dash: int) -> None:
    """A dashed frame just inside ``rect``: dashes ``dash`` px long, as long gaps."""
    dash = max(2, dash)
    for x in range(rect.left + dash // 2, rect.right - dash // 2, 2 * dash):
        end = min(x + dash, rect.right - dash // 2)
        pygame.draw.line(surf, color, (x, rect.top), (end, rect.top), width)
        pygame.draw.line(surf, color, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.top + dash // 2, rect.bottom - dash // 2, 2 * dash):
        end = min(y + dash, rect.bottom - dash // 2)
        pygame.draw.line(surf, color, (rect.left, y), (rect.left, end), width)
        pygame.draw.line(surf, color, (rect.right - 1, y), (rect.right - 1, end), width)
