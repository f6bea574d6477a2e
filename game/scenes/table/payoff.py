"""The payoff of a big score on the play table (20+ points, more from 30): the board is
knocked a few px as the callout pops and sparks of light burst from the counted ends.

Both run on the director's clock (the callout's ``t``, 0 -> 1 over about 2 s), so they
draw only while the callout animates, and neither shows under reduced motion."""

from __future__ import annotations

import pygame
import pytweening

from ...i18n import _
from ...present.director import CALLOUT_FLIGHT
from ...render.domino_stamp import LAND as STAMP_LAND
from ...render.domino_stamp import DominoStamp
from ...render.fx import ScoreCallout
from ...render.fx_burst import BannerBurst, LightSweep, SparkBurst, punch_offset
from ...render.fx_land import board_flash, draw_streak, dust_ring, land_burst, ring_wave
from ...render.fx_pop import DiscPop
from ...render.hud import TEXT as TALLY_TEXT
from ...render.hud import StatusLine
from ...render.overlays import WORD_SIZE
from ...render.placement import free_spot
from ...render.seat_marks import bubble_height
from ...ui.viewport import FELT
from .gap_glow import draw_gap_gain
from .payoff_fx import ScorePops, rise_start
from .react import ours, react
from .score_flight import LANE, POP_SPAN, ROUND, flight_at
from .status import EARLIER_TEXT
from .win import banner_fx, draw_going_out, draw_reached, reached_words, win_title

__all__ = ["BoardPayoff", "spot_in", "rise_start", "CALLOUT_SECONDS", "flight_at", "ours",
           "banner_words", "hand_end_cue", "CALM_PLATE", "CALM_RIM", "CALM_INK", "react", "draw_reactions"]

#: Under a seat's plate, the marks of its last play take this much room (design px):
#: a bot's speech bubble goes clear of them.
REACT_BELOW = 34

#: Another side going out: a calm, cool slate banner (no gold, no bounce, no confetti).
CALM_PLATE = (30, 44, 60)
CALM_RIM = (132, 166, 196)
CALM_INK = (222, 234, 246)
#: The sum's plate's text size (the overlays draw it at the HUD's size + 4).
TALLY_SIZE = TALLY_TEXT + 4
#: The calm banner fades in over this long (s).
CALM_FADE = 0.3

#: About how long a callout lives (the director's ``rise``): the sparks' clock.
CALLOUT_SECONDS = 2.0
#: How long a counted end's flash of light lasts as it lights (s).
FLASH_SECONDS = 0.35


def banner_words(banner: str, status, game, names, human) -> tuple[str, bool, bool]:
    """The banner's words, whether it is a big one (a gold plate that bounces in) and
    whether it is the player's side's: "Domino!", "Blocked", or at the play that
    reached the target mid-hand ("reach:ENTRY"): "You reach 100!" / "North reaches 100!"."""
    if banner.startswith("reach:"):  # the game won mid-hand: "North wins" (table_win)
        word, mine = win_title(game, names, human, int(banner.split(":", 1)[1]))
        return word, True, mine
    if banner == "domino":
        seat = getattr(status, "seat", None)
        if _theirs(game, human, status):  # calm: not our moment
            return _("{name} goes out").format(name=names[seat]), False, False
        return _("Domino!"), True, ours(game, human, status)
    return _("Blocked"), False, False


def _theirs(game, human, status) -> bool:
    """``status`` names a seat of another side than the player's (None: no player)."""
    seat = getattr(status, "seat", None)
    return (human is not None and isinstance(seat, int) and 0 <= seat < game.players
            and not ours(game, human, status))


def hand_end_cue(name: str, game, human, status) -> str:
    """The sound for the director's cue ``name``: "domino" (the fanfare) only when the
    player's side goes out; another side's going out gets the plain hand-end cue."""
    if name == "domino" and _theirs(game, human, status):
        return "hand_end"
    return name


def spot_in(area, blocks, size, prefer, vp, pad, column: bool = False,
            free_only: bool = False):
    """The centre of a free ``size`` plate in ``area`` nearest ``prefer`` (see
    :func:`free_spot`; None with ``free_only`` where none is free); ``column``:
    centred across the area where a free place is in its middle (f7_05), else the
    free place nearest the middle anywhere in it."""
    step = (vp.length(14), vp.length(10))
    if column:
        at = free_spot(area.inflate(round(size[0]) + 1 - area.w, -2 * vp.length(4)),
                       blocks, size, prefer, step, free_only=True)
        if at is not None:
            return at
    return free_spot(area.inflate(-2 * pad, -2 * vp.length(4)), blocks, size, prefer, step,
                     free_only=free_only)


def _big_callout(v):
    """The callout showing now and its points before the ruleset's divisor."""
    c = v.callouts[0] if v.callouts else None
    return c, (c.points * max(1, getattr(c, "divisor", 1)) if c is not None else 0)


class BoardPayoff(ScorePops):
    """The punch and the sparks of one table's big scores (``board``: its BoardView)."""

    def __init__(self, vp, board, overlays=None, scene=None):
        self.vp = vp
        self.scene = scene  # the table (its game, names, player) for the closing words
        self.board = board
        self.overlays = overlays
        self._flying: tuple = (None, None)  # the flying callout's key -> its plate
        self._burst: tuple = (None, None)  # the "Domino!" banner -> its BannerBurst
        self._sparks: tuple = (None, None)  # the callout -> its SparkBurst, LightSweep
        self._flash: dict = {}  # (size, hole) -> a counted end's flash of light
        self._reach_from: float | None = None  # banner_t when the reach banner showed
        self._cued = ""  # the reach banner whose closing cue has played
        self._stamp: tuple = (None, None)  # the banner's rect -> its DominoStamp
        self._thud = None  # the going out whose stamp's thud has played
        self._told: tuple = (None, 0.0)  # the going-out words -> banner_t they came at
        self._ticked: tuple = (None, 0)  # the deductions -> the pips ticked so far
        self._pop_at = None  # where the "+N" pops over the board (its ring wave's centre)
        self._pop = DiscPop()  # the counted ends' discs popping as they light

    def punch(self, surf, v, still: bool) -> None:
        """Knock the board's area (not the HUD) by :func:`punch_offset`: call it once the
        board is drawn and before anything over it."""
        c, raw = _big_callout(v)
        if c is None:
            return
        dx, dy = punch_offset(raw, c.t, still, self.vp.scale)
        if dx or dy:
            old = surf.get_clip()
            surf.set_clip(self.board.camera.rect)
            surf.scroll(dx, dy)
            surf.set_clip(old)

    def _end_pos(self, v, pc):
        """Where the counted end ``pc`` is drawn (screen px; None: not on the board)."""
        pos = self.board.badge_centre(v.layout, pc)  # the badge as drawn
        if pos is None and pc is not None:
            pos = self.board.point_pos(pc)
        if pos is None:
            pos = next((m[0] for m in self.board.marks(v.layout)
                        if m[2] == "solid" and m[3] == pc), None)
        return pos

    def ends(self, v) -> list:
        """Where the counted ends lit by the play are (screen px)."""
        return [pos for pos in (self._end_pos(v, pc) for pc in v.lit_age) if pos is not None]

    def flashes(self, surf, v) -> list:
        """A flash of light round each counted end as it lights, one after another in
        time with the sum adding it (its first FLASH_SECONDS): returns where it drew."""
        out = []
        hole = max(0, round(self.board.badge_radius))
        for pc, age in v.lit_age.items():
            if not 0.0 <= age < FLASH_SECONDS:
                continue
            pos = self._end_pos(v, pc)
            if pos is None:
                continue
            k = age / FLASH_SECONDS
            size = max(6, round(self.vp.scale * (20 + 26 * pytweening.easeOutQuad(k))) + hole)
            img = self._flash.get((size, hole))
            if img is None:  # a soft light, dark over the badge so its number reads
                img = SparkBurst([], 0)._sprite(size, (255, 226, 150), 8).copy()
                pygame.draw.circle(img, (0, 0, 0), (size, size), hole)
                self._flash[(size, hole)] = img
            level = img.copy()
            fade = round(255 * (1.0 - k) ** 1.5)
            level.fill((fade, fade, fade), special_flags=pygame.BLEND_RGB_MULT)
            surf.blit(level, (round(pos[0]) - size, round(pos[1]) - size),
                      special_flags=pygame.BLEND_RGB_ADD)
            out.append(pos)
        return out

    def sparks(self, surf, v, still: bool) -> None:
        """The counted ends' flashes as they light, then, with the callout, a sweep of
        warm light over the board (20+) and the burst of sparks from the counted ends
        (its first 0.8 s). Reduced motion: none of it."""
        if still:
            return
        self.pop_discs(surf, v)
        self.flashes(surf, v)
        c, raw = _big_callout(v)
        if c is None:
            return
        level, cam = getattr(c, "tier", 0), self.board.camera.rect
        mine = self.mine(c)  # a bot's score: the same path, quieter (no sparks, no flash)
        if mine:
            board_flash(surf, cam, c.t, level)  # a 30+ lights the board as it pops
        ring_wave(surf, self._pop_at or cam.center, c.t, level, self.vp.scale, cam)
        fx = self._sparks[1] if self._sparks[0] is c else None
        if fx is None:
            fx = (SparkBurst(self.ends(v) if mine else [], raw, self.vp.scale, seed=c.tile,
                             hole=self.board.badge_radius).start(),
                  LightSweep(self.board.camera.rect, raw).start())
            self._sparks = (c, fx)
        for one in reversed(fx):  # the sweep under the sparks
            one.t = c.t * CALLOUT_SECONDS
            one.draw(surf)

    def callouts(self, surf, v, at_call, still: bool, row_point) -> None:
        """The scoring play's "+N": it pops and holds over ``at_call`` (the overlays'
        callout), then flies (eased, about 0.5 s) to its row in the score panel
        (``row_point(entry)``), where a light pops as the row counts up. Reduced motion:
        no flight (the callout stays where it popped, the number just changes)."""
        c = v.callouts[0] if v.callouts else None
        entry = getattr(c, "entry", None)
        self._pop_at = at_call
        panel = getattr(getattr(self.scene, "painter", None), "scores", None)
        if panel is not None:  # the row's number pops as it ticks up, its bar glints
            self.row_pops(surf, v, panel, self.scene.time, still)
        if c is None or still or entry is None or c.t < CALLOUT_FLIGHT[0]:
            at = self.rise_from_tile(c, at_call, still)  # up out of the scoring play
            self.overlays.draw_callouts(surf, v.callouts, lambda _c: at, still, lift=0)
            if c is not None and at_call is not None:  # "2 in a row" under the "+N"
                draw_streak(surf, self.overlays.text, self.vp, getattr(c, "streak", 0),
                            (at_call[0], at_call[1] + self.vp.length(46)))
            return
        dst = row_point(entry)
        fly = flight_at(c.t, at_call, dst, self.vp.length(LANE), self.vp.length(ROUND))
        if fly is not None:
            (x, y), k = fly
            key = (id(c), c.text)
            if self._flying[0] != key:
                self._flying = (key, ScoreCallout(self.overlays.text.fonts, c.points,
                                                  (0, 0), True, text=c.text,
                                                  divisor=getattr(c, "divisor", 1)))
            plate = self._flying[1]._render()
            w, h = plate.get_size()
            img = pygame.transform.smoothscale(plate, (max(1, round(w * k)),
                                                       max(1, round(h * k))))
            surf.blit(img, img.get_rect(center=(round(x), round(y))))
            return
        p = (c.t - CALLOUT_FLIGHT[1]) / POP_SPAN  # landed: the row's light pops
        if 0.0 <= p < 1.0:
            self.row_pop(surf, dst, p, getattr(c, "tier", 0))

    def row_pop(self, surf, centre, p: float, level: int = 0) -> list:
        """The burst where the points land on the score row (``p`` 0 -> 1), by the
        score's tier (:func:`~game.render.fx_land.land_burst`)."""
        return land_burst(surf, centre, p, level, self.vp.scale)

    def banner_clock(self, v, still: bool) -> float | None:
        """The banner's clock (s shown). "You reach 100!" waits for the play's "+N" to
        land in the score panel (else it sat on the "+15"): None while it waits."""
        if not v.banner.startswith("reach"):
            self._reach_from = None
            return v.banner_t
        c = v.callouts[0] if v.callouts else None
        if c is not None and (still or getattr(c, "entry", None) is None
                              or c.t < CALLOUT_FLIGHT[1]):
            self._reach_from = None  # the "+N" is still over the board
            return None
        if self._reach_from is None or self._reach_from > v.banner_t:
            self._reach_from = v.banner_t
        return v.banner_t - self._reach_from

    def closing_cue(self, v, mine: bool, still: bool) -> str | None:
        """The sound of the game's closing beat, once, as "You reach 100!" / "North
        reaches 100" shows (the winning play's "+N" landed): the fanfare ("domino") when
        the player's side wins, the plain hand-end cue when another side does."""
        if not v.banner.startswith("reach"):
            self._cued = ""
            return None
        if self._cued == v.banner or self.banner_clock(v, still) is None:
            return None
        self._cued = v.banner
        return "domino" if mine else "hand_end"

    def draw_banner(self, surf, v, word: str, at, big: bool, still: bool,
                    told_at=None) -> None:
        """The hand's banner: another side's going out as a calm slate plate that fades
        in (no bounce, no gold); the reach banner once the "+N" has landed; the rest
        as the overlays draw it. ``told_at``: where the plate of what going out gained
        goes (a free place under it; None: not shown)."""
        t = self.banner_clock(v, still)
        if t is None:
            return
        if v.banner == "domino" and not still and self.board is not None:
            r = self.board.tile_rect(v.last_tile)  # the last tile lands with weight
            if r is not None:
                dust_ring(surf, r, v.banner_t, self.vp.scale)
        self._draw_word(surf, v, word, at, big, still, t)
        s = self.scene
        if v.banner in ("domino", "blocked") and s is not None and not self.overlays.hide_banner:
            self._told = draw_going_out(surf, self.overlays.text, self.vp, v.going_out,
                                        s.names, s.human, told_at, v.banner_t, still,
                                        self._told)
            if self._told[0] is not None:  # the side's row lit, its lead widening
                draw_gap_gain(surf, self.overlays.text, self.vp,
                              getattr(getattr(s, "painter", None), "scores", None),
                              v.going_out, s.human, len(v.scores),
                              v.banner_t - self._told[1], still)

    def _draw_word(self, surf, v, word: str, at, big: bool, still: bool, t: float) -> None:
        ov = self.overlays
        k = at[2] if len(at) > 2 else 1.0  # no room for it whole: drawn smaller
        if big or not v.banner.startswith("domino"):
            if big and v.banner == "domino" and not ov.hide_banner:
                self.stamp(surf, word, at, t, still)
            ov.draw_banner(surf, word, (at[0], at[1]), t, still, big=big, k=k)
            s = self.scene
            if v.banner.startswith("reach") and s is not None and not ov.hide_banner:
                draw_reached(surf, ov.text, self.vp, reached_words(
                    s.game, s.names, s.human, v.closing), at, word, t, still)
            return
        if not word or ov.hide_banner:
            return
        vp = ov.vp
        img = ov.text.get(word, WORD_SIZE * k, CALM_INK, True)
        r = img.get_rect(center=(round(at[0]), round(at[1])))
        plate_r = r.inflate(vp.length(30 * k), vp.length(12 * k))
        alpha = 255 if still else round(255 * min(1.0, max(0.0, v.banner_t) / CALM_FADE))
        plate = pygame.Surface(plate_r.size, pygame.SRCALPHA)
        rad = vp.length(14)
        pygame.draw.rect(plate, (*CALM_PLATE, 240), plate.get_rect(), border_radius=rad)
        pygame.draw.rect(plate, (*CALM_RIM, 255), plate.get_rect(), vp.length(2),
                         border_radius=rad)
        plate.set_alpha(alpha)
        surf.blit(plate, plate_r)
        ov.text.draw(surf, word, WORD_SIZE * k, CALM_INK, r.center, "center", True, False,
                     alpha=alpha)

    def stamp(self, surf, word: str, at, t: float, still: bool) -> None:
        """The brass stamp round our side's "Domino!" banner."""
        fonts = getattr(getattr(self.overlays, "text", None), "fonts", None)
        if fonts is None:
            return
        rect = tuple(banner_fx(fonts, at, word).rect())
        st = self._stamp[1] if self._stamp[0] == rect else None
        if st is None or t < st.t - 0.5:
            st = DominoStamp(rect, self.vp.scale)
            self._stamp = (rect, st)
        st.t = t
        st.draw(surf, still)

    def sounds(self, v, mine: bool, still: bool) -> list[str]:
        """The cues of our side's going out, this frame: a thud as the brass stamp lands,
        then a tick per pip as each other hand's pips count up ("North 10") before they
        fly off its score. None for another side's going out."""
        out: list[str] = []
        if v.banner != "domino" or not mine:
            self._ticked = (None, 0)
            return out
        t = v.banner_t
        if not still and self._thud != id(v.status) and t >= STAMP_LAND:
            self._thud = id(v.status)
            out.append("place")
        key = id(v.deductions) if v.deductions else self._ticked[0]
        shown = sum(getattr(d, "shown", 0) for d in v.deductions) if v.deductions else 0
        before = self._ticked[1] if self._ticked[0] == key else 0
        if v.deductions and not any(getattr(d, "counted", False) for d in v.deductions) \
                and shown > before:
            out.append("click")  # one tick a frame at most: a quick run of them
        if v.deductions:
            self._ticked = (key, max(before, shown))
        return out

    def shields(self, v, at_sum) -> list:
        """What confetti never covers on the board (screen px): the sum's plate (its
        words, centred on ``at_sum``), the board's tiles and every counted end's badge."""
        out = []
        ov = self.overlays
        if v.tally and at_sum is not None and ov is not None:
            img = ov.text.get(ov.tally_text(v.tally, v.tally_done), TALLY_SIZE, (0, 0, 0),
                              True)
            r = img.get_rect(center=(round(at_sum[0]), round(at_sum[1])))
            out.append(r.inflate(self.vp.length(22), self.vp.length(12)))
        if self.board is None or v.layout is None:
            return out
        out += [r.inflate(2, 2) for r in map(self.board.tile_rect, list(self.board.geom.tiles))
                if r is not None]  # the tiles being read, too
        rad = round(self.board.badge_radius * 1.3) + 2
        for pos, _value, kind, _pc in self.board.marks(v.layout):
            if kind == "solid":
                out.append(pygame.Rect(round(pos[0]) - rad, round(pos[1]) - rad,
                                       2 * rad, 2 * rad))
        return out

    def _with_earlier(self, status) -> pygame.Rect:
        """The status line with the (at most two) earlier moves stacked over it (design
        px): the move log confetti never covers either."""
        r = pygame.Rect(status.rect)
        fonts = self.overlays.text.fonts if self.overlays is not None else None
        line = (fonts.get(EARLIER_TEXT).get_linesize() / max(1e-6, fonts.scale)
                if fonts is not None else EARLIER_TEXT * 1.5)
        # the lines start over the status's own plates where those have not grown
        # with its box (table_status._lines_top), then stack upwards
        top = r.top if getattr(status, "grows", True) else min(r.top, r.centery - 25)
        grow = (r.top - top) + round(2 * (line + 6)) + 3
        return pygame.Rect(r.x, r.y - grow, r.w, r.h + grow)

    def banner_burst(self, surf, v, rect, ours: bool, still: bool, keep=(),
                     at_sum=None) -> None:
        """Confetti and light out of the "Domino!" banner (``rect``, screen px) when the
        player's side (``ours``: the player or a partner) dominoes; none for another
        side, for "Blocked" or under reduced motion. Nothing of it lands on the ``keep``
        HUD boxes (the Total box and its legend, the scores, the status;
        the boneyard, the seats' plates, the buttons) nor on the sum's
        plate and the badges (:meth:`shields`), nor off the felt (the key bar)."""
        t = self.banner_clock(v, still)
        if not v.banner.startswith(("domino", "reach")) or not ours or still or t is None:
            self._burst = (None, None)
            return
        fx = self._burst[1]
        if fx is None or t < fx.t - 0.5:  # a new banner: a new burst
            fx = BannerBurst(rect, self.vp.scale).start()
            self._burst = (tuple(rect), fx)
        fx.t = t
        bounds = surf.get_rect()
        rects = [w.rect for w in keep] + [w.legend for w in keep
                                          if getattr(w, "legend", None) is not None]
        rects += [self._with_earlier(w) for w in keep if isinstance(w, StatusLine)]
        screen = [self.vp.rect(k) for k in rects] + self.shields(v, at_sum)
        saved = [(r, surf.subsurface(r).copy()) for r in
                 (k.clip(bounds) for k in screen) if r.w and r.h]
        old = surf.get_clip()  # on the felt only: never over the rail's key bar
        surf.set_clip(self.vp.rect(FELT).clip(old))
        fx.draw(surf)
        surf.set_clip(old)
        for r, img in saved:  # what matters shows through untouched
            surf.blit(img, r)


def banner_blocks(painter, v) -> list[pygame.Rect]:
    """The hand's banner ("Domino!", "Blocked") and the going-out plate under it, as
    placed (screen px); [] with no hand's banner showing."""
    if not v.banner or v.banner.startswith("reach") or getattr(painter, "places", None) is None:
        return []
    s = painter.scene
    word, big, _mine = banner_words(v.banner, v.status, s.game, s.names, s.human)
    at = painter.places.banner_at(v, word, big)
    told = painter.places.going_out_rect(v, word, big, at)
    return [painter.places.banner_rect(v, word, big, at)] + ([told] if told else [])


def draw_reactions(surf, painter, scene) -> None:
    """The bots' speech bubbles beside their plates (the table's hook): clear of the
    HUD's boxes and words, the hands' trays, the board's tiles and the buttons."""
    reactions = painter.reactions
    v, vp = scene.view, painter.scene.app.vp
    if v.banner.startswith("reach") and painter.payoff is not None:  # the closing beat
        mine = banner_words(v.banner, v.status, scene.game, scene.names, scene.human)[2]
        cue = painter.payoff.closing_cue(v, mine, scene.still)
        if cue is not None:
            scene.app.audio.play(cue)
    if v.banner == "domino" and painter.payoff is not None:  # our side's going out
        mine = banner_words(v.banner, v.status, scene.game, scene.names, scene.human)[2]
        for cue in painter.payoff.sounds(v, mine, scene.still):
            scene.app.audio.play(cue)
    react(reactions, v, scene.game, scene.human, scene.time)
    if not reactions.said:
        return
    design = [painter.total.rect, painter.scores.rect, painter.boneyard.rect,
              painter.status.rect]
    design += [w.legend for w in (painter.total,) if getattr(w, "legend", None) is not None]
    # the last play's marks under a plate, pushed down by "thinking..." (table_paint)
    below = max(REACT_BELOW, round(bubble_height(vp, scene.text) / vp.scale) + 4) + 28
    design += [pygame.Rect(lab.rect.x, lab.rect.y, lab.rect.w, lab.rect.h + below)
               for lab in painter.labels]  # each plate with its last play's marks
    design += [scene.map.anchor(f"hand_{s}") for s in range(scene.players)]
    design += [b.rect for b in scene.all_buttons()]
    blocks = [vp.rect(r) for r in design]
    if painter.overlays is not None and painter.payoff is not None:
        blocks.append(vp.rect(painter.payoff._with_earlier(painter.status)))
    blocks += list(getattr(painter, "tips", ()))  # the tooltip the player asked for
    if painter.sum_box is not None:  # a score's sum ("5 + 3 + 5 + 2 = 15") read now
        blocks.append(painter.sum_box)
    blocks += banner_blocks(painter, v)  # never over "Domino!" nor what going out did
    if v.layout is not None:
        pad = max(2, vp.length(4))
        blocks += [r.inflate(pad, pad) for r in
                   (painter.board.tile_rect(t) for t, _c in v.layout.placed) if r is not None]
        rad = round(painter.board.badge_radius * 1.3) + 2
        blocks += [pygame.Rect(round(p[0]) - rad, round(p[1]) - rad, 2 * rad, 2 * rad)
                   for p, *_rest in painter.board.marks(v.layout)]
    plates = {s: lab.rect for s, lab in enumerate(painter.labels) if s != scene.human}
    reactions.draw(surf, vp, scene.text, scene.time, plates, blocks, FELT, scene.still,
                   below)
