"""Where the table's overlays go: the sum of the counted ends, the scoring play's "+N",
the hand's banner ("Domino!", "Blocked", "North goes out", "You win!") and the plate
under it ("You went out", "North loses 15") each sit in free felt, never over what the
player reads: a tile, a count disc, a glow or spot ring, the hands and their trays, the
boneyard, the seats' plates, the status line, the score panel, the Total box or a
button (:meth:`OverlayPlaces.occupied`).

Each overlay asks :meth:`OverlayPlaces.spot` for the free place nearest where it wants
to be: first in the play area, then anywhere on the felt clear of the HUD. Only when no
place anywhere is free does it take the one covering the least.
"""

from __future__ import annotations

import pygame

from ...present.scoring import end_terms
from ...render.fx import ScoreCallout
from ...render.placement import free_spot
from ...ui.viewport import FELT
from .payoff import spot_in
from .win import banner_box, going_out_box, going_out_parts, reached_words

__all__ = ["OverlayPlaces", "GLOW", "CALL_LIFT"]

#: A lit count disc's glow reaches this many badge radii from its centre.
GLOW = 1.8
#: With no free place for an overlay at full size, it is tried at these sizes in turn.
SHRINK = (1.0, 0.85, 0.7, 0.6, 0.5)
#: In the play area it shrinks down to this; smaller, it goes to free felt beside it.
PLAY_AREA_MIN = 0.7
#: How far (design px) a "+N" drifts up while it shows and fades: its box is that taller.
CALL_LIFT = 38


class OverlayPlaces:
    """The overlays' places on one table (``painter``: its TablePainter)."""

    def __init__(self, painter):
        self.painter = painter
        self._spot_cache: dict = {}  # what -> (layout key, where its plate sits)
        self._size_cache: dict = {}  # a callout's words and text size -> its plate's size

    # -- what is occupied ----------------------------------------------------------------
    def board_blocks(self, v) -> list[pygame.Rect]:
        """The board's tiles, count discs (with their glow) and open ends' spot rings
        (screen px)."""
        board, vp = self.painter.board, self.painter.scene.app.vp
        lay = v.layout
        out = [r for r in (board.tile_rect(t) for t, _pc in (lay.placed if lay else ()))
               if r is not None]
        if lay is None:
            return out
        glow = board.badge_radius * GLOW
        for pos, _value, _kind, pc in board.marks(lay):
            x, y = board.badge_centre(lay, pc) or pos  # the glow: on the badge drawn
            out.append(pygame.Rect(round(x - glow), round(y - glow), *(round(2 * glow),) * 2))
        for _kind, _pc, _label, box in board.badge_boxes(lay):
            if box is not None:
                out.append(box.inflate(2 * board.badge_halo, 2 * board.badge_halo))
        if getattr(lay, "sniff", -1) >= 0:
            whole = board.whole_box(lay, lay.sniff)
            if whole is not None:
                out.append(whole.inflate(2 * board.whole_halo, 2 * board.whole_halo))
        for pc, *_rest in getattr(lay, "slots", ()):
            ring = board.ring_box(pc, lay)
            if ring is not None:
                out.append(ring)
        return [r.inflate(2 * vp.length(2), 2 * vp.length(2)) for r in out]

    def hand_blocks(self, v) -> list[pygame.Rect]:
        """The hands (their trays and tiles) and the boneyard (screen px)."""
        p = self.painter
        vp = p.scene.app.vp
        out = [vp.rect(p.boneyard.rect)] + [vp.rect(h.rect) for h in p.hands]
        for hand, tiles in zip(p.hands, v.hands):
            out += [r for _t, r in hand.rects(tiles)]
        racks = getattr(p.boneyard, "racks", None)
        return out + (list(racks.rects()) if racks is not None else [])

    def hud_blocks(self, v) -> list[pygame.Rect]:
        """The seats' plates, the status line, the score panel,
        the Total box and its legend, and the buttons (screen px)."""
        p = self.painter
        s, vp = p.scene, p.scene.app.vp
        design = [p.scores.rect, p.total.rect] + [lab.rect for lab in p.labels]
        design += [p.total.legend] if getattr(p.total, "legend", None) is not None else []
        out = [vp.rect(r) for r in design]
        # the status panel and its lines as drawn (two lines at most; no lines of
        # earlier moves stand over it now: each seat's chip says its last action; the
        # room kept for them left no felt for the going-out plate at 200 %)
        out.append(vp.rect(p.status.rect).unionall(p.status.line_boxes(2)))
        return out + [vp.rect(b.rect) for b in s.all_buttons()]

    def occupied(self, v) -> list[pygame.Rect]:
        """Everything an overlay must not cover (screen px)."""
        return self.board_blocks(v) + self.hand_blocks(v) + self.hud_blocks(v)

    # -- a free place ---------------------------------------------------------------------
    def spot(self, v, what, size, prefer, extra=(), column=False) -> tuple[float, float]:
        """The centre of a ``size`` plate covering nothing of :meth:`occupied` (nor
        ``extra``), nearest ``prefer`` (see :meth:`spot_k`; the plate at full size)."""
        return self.spot_k(v, what, size, prefer, extra, column, shrink=False)[:2]

    def spot_k(self, v, what, size, prefer, extra=(), column=False, shrink=True,
               free_only=False):
        """``(x, y, k)``: the centre of a ``size`` plate (or ``size(k)``'s) drawn ``k``
        times its size (1: full size) covering nothing of :meth:`occupied` (nor ``extra``), nearest
        ``prefer``: in the play area (``column``: across its middle where it can), else
        anywhere on the felt: smaller where no place is free for it whole (``shrink``: in
        the play area down to PLAY_AREA_MIN, on the felt down to SHRINK's last); with
        no room anywhere (a big plate at 200 % text on a full table), over a HUD box
        rather than the board, never the score panel (the scores count as the overlays
        tell them: at 200 % the going-out plate lay over it); at last the place that
        covers the least (``free_only``: None instead of those two). Cached per
        layout, hands and camera."""
        board, vp = self.painter.board, self.painter.scene.app.vp
        area = board.camera.rect
        box = size if callable(size) else (lambda k: (size[0] * k, size[1] * k))
        key = (what, tuple(v.board), tuple(round(x) for x in box(1.0)), tuple(area),
               round(board.camera.unit, 2), round(prefer[0]), round(prefer[1]),
               tuple(tuple(r) for r in extra), tuple(len(h) for h in v.hands), shrink,
               free_only)
        hit = self._spot_cache.get(what)
        if hit is not None and hit[0] == key:
            return hit[1]
        pad = vp.length(6)
        must = [r.inflate(2 * pad, 2 * pad) for r in
                self.board_blocks(v) + self.hand_blocks(v) + list(extra)
                + [vp.rect(self.painter.scores.rect)]]
        blocks = must + [r.inflate(2 * pad, 2 * pad) for r in self.hud_blocks(v)]
        felt = vp.rect(FELT).inflate(-2 * pad, -2 * pad)
        step = (vp.length(12), vp.length(10))
        sizes = SHRINK if shrink else (1.0,)
        best = None
        for k in sizes:  # in the play area, a little smaller if it must be
            if k < PLAY_AREA_MIN and best is None:
                break
            at = spot_in(area, blocks, box(k), prefer, vp, pad, column, free_only=True)
            if at is not None:
                best = (at[0], at[1], k)
                break
        for k in sizes if best is None else ():  # the whole felt, clear of the HUD
            at = free_spot(felt, blocks, box(k), prefer, step, free_only=True)
            if at is not None:
                best = (at[0], at[1], k)
                break
        for k in sizes if best is None and not free_only else ():  # over a HUD box
            # rather than the board
            at = free_spot(felt, must, box(k), prefer, step, free_only=True)
            if at is not None:
                best = (at[0], at[1], k)
                break
        if best is None and not free_only:
            k = sizes[-1]
            at = free_spot(felt, blocks, box(k), prefer, step)
            best = (at[0], at[1], k)
        self._spot_cache[what] = (key, best)
        return best

    # -- the overlays ---------------------------------------------------------------------
    def tip_rect(self, v, anchor: pygame.Rect, size, legal=(), chips=None,
                 extra=(), free_only=False) -> pygame.Rect | None:
        """Where the tooltip about a board mark goes (ring_key.tip_box; ``anchor``: the
        mark's box, its ring included; ``size``: the tooltip's): in free felt nearest the
        place under the mark, clear of the ring round it, never over a tile, disc, ring,
        ghost, hand, the boneyard nor the HUD (:meth:`occupied`), the ``legal`` spots'
        rings and arrows and the "+N" ``chips`` shown (spot -> points), nor ``extra``
        (the seats' chips, the sniff's spots' captions); only with no free place anywhere, the place covering least
        (``free_only``: None then, so the tooltip can try its shorter words)."""
        board, vp = self.painter.board, self.painter.scene.app.vp
        gap = vp.length(10) + max(2, vp.length(6))
        w, h = max(1, round(size[0])), max(1, round(size[1]))
        prefer = (anchor.centerx, anchor.bottom + gap + h / 2)
        keep = [pygame.Rect(r) for r in extra if r is not None]
        if v.layout is not None:  # the ghosts, and the held tile's rings with their arrows
            keep += board.blocks(v.layout)
            reach = round(board.badge_radius + vp.length(10) + vp.length(14))
            for pc in set(legal) - board.ghosted_ends():  # (a ghost's spot has no ring)
                pos = board.spot_pos(pc)
                if pos is not None:
                    keep.append(pygame.Rect(round(pos[0]) - reach, round(pos[1]) - reach,
                                            2 * reach, 2 * reach))
        keep += [board.spot_label_box(pc, f"+{n}") for pc, n in (chips or {}).items() if n]
        if v.tally or v.callouts:  # the sum of the counted ends and its "+N" showing
            at_sum, at_call = self.payoff_points(v)
            keep += [self.sum_rect(v, at_sum), self.call_rect(v, at_call)]
        keep = tuple(keep) + (anchor.inflate(2 * gap, 2 * gap),)
        # right beside the mark (under, over, right or left of it) where that is free
        a, pad = anchor, vp.length(6)
        blocks = [r.inflate(2 * pad, 2 * pad) for r in self.occupied(v) + list(keep)]
        area = board.camera.rect
        for g in (gap, gap + 2 * pad, gap + 4 * pad):  # (past the mark's glow too)
            for box in (pygame.Rect(a.centerx - w // 2, a.bottom + g, w, h),
                        pygame.Rect(a.centerx - w // 2, a.top - g - h, w, h),
                        pygame.Rect(a.right + g, a.centery - h // 2, w, h),
                        pygame.Rect(a.left - g - w, a.centery - h // 2, w, h)):
                if area.contains(box) and box.collidelist(blocks) < 0:
                    return box
        x, y = self.spot(v, "tip", (w, h), prefer, keep)  # else the nearest free felt
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(x), round(y))
        if free_only and box.collidelist(blocks) >= 0:
            return None  # (over a HUD box: at 200 % it sat on the status line)
        return box

    def callout_size(self, v) -> tuple[int, int]:
        """The full-size plate of the callout showing now (a "+20" when none does)."""
        c = v.callouts[0] if v.callouts else None
        fonts = self.painter.scene.app.fonts
        args = (c.points if c else 20, c.text if c else None, getattr(c, "divisor", 1))
        key = (args, fonts.scale, getattr(fonts, "text_scale", 1.0))
        if key not in self._size_cache:
            fx = ScoreCallout(fonts, args[0], (0, 0), True, text=args[1], divisor=args[2])
            w, h = fx.rect().size
            # its pop grows it a little past full size
            self._size_cache[key] = (round(w * 1.1), round(h * 1.1))
        return self._size_cache[key]

    @staticmethod
    def tally_values(v) -> list[int]:
        """Every counted end's value: the widest the sum's plate will grow to."""
        if v.layout is None or not v.layout.placed:
            return [0]
        return [term for kind, _pc, tile, value in v.layout.marks() if kind == "end"
                for term in end_terms(tile, value)] or [0]

    def sum_rect(self, v, at_sum) -> pygame.Rect:
        """The sum's plate at its widest, centred on ``at_sum`` (screen px)."""
        vp = self.painter.scene.app.vp
        plate = pygame.Rect(0, 0, self.painter.overlays.tally_width(self.tally_values(v)),
                            vp.length(40))
        plate.center = (round(at_sum[0]), round(at_sum[1]))
        return plate

    def call_rect(self, v, at_call) -> pygame.Rect:
        """The room the "+N" takes over its whole life (its pop, its drift up) when it
        pops at ``at_call`` (screen px)."""
        vp = self.painter.scene.app.vp
        w, h = self.callout_size(v)
        lift = vp.length(CALL_LIFT)
        r = pygame.Rect(0, 0, w, h + lift)
        r.center = (round(at_call[0]), round(at_call[1] - lift / 2))
        return r

    def payoff_points(self, v):
        """Where the sum of the counted ends sits and where its callout pops: above the
        counted ends' middle, clear of the layout (above it, or below it when the play
        area has no room above), the callout above the sum; each in free felt, the
        nearest place to that where it would cover something."""
        board, vp = self.painter.board, self.painter.scene.app.vp
        area = board.camera.rect
        cx = board.counted_centre(v.layout, v.last_tile)[0]
        ys = [m[0][1] for m in board.marks(v.layout)]
        for tile, _pc in (v.layout.placed if v.layout is not None else ()):
            r = board.tile_rect(tile)
            if r is not None:
                ys += [r.top, r.bottom]
        top, bottom = min(ys, default=area.centery), max(ys, default=area.centery)
        gap, step = board.badge_radius + vp.length(24), vp.length(58)
        cx = min(max(cx, area.left + vp.length(110)), area.right - vp.length(110))
        if top - gap - step - vp.length(30) >= area.top:  # above the layout
            want_sum = (cx, top - gap)
        elif bottom + gap + step + vp.length(30) <= area.bottom:  # below it
            want_sum = (cx, bottom + gap)
        else:  # a full play area: the free place nearest the top over the counted ends
            want_sum = (cx, area.top)
        half = self.painter.overlays.tally_width(self.tally_values(v)) / 2
        sx, sy = self.spot(v, "sum", (2 * half, vp.length(40)), want_sum)
        plate = self.sum_rect(v, (sx, sy))
        # the callout: over the sum where it covers nothing (its plate drifts up as it
        # shows and fades: the box it needs is that much taller), else beside it
        cw, ch = self.callout_size(v)
        lift = vp.length(CALL_LIFT)
        want = (sx, sy - step - lift / 2)
        bx, by = self.spot(v, "call", (cw, ch + lift), want, (plate,))
        return (sx, sy), (bx, by + lift / 2)

    def banner_point(self, v, word: str, big: bool):
        """Where the hand's banner sits (:meth:`banner_at`)."""
        return self.banner_at(v, word, big)[:2]

    def banner_at(self, v, word: str, big: bool):
        """``(x, y, k)``: where the hand's "Domino!" / "Blocked" sits and its size
        factor: centred over the play area, near its top, over nothing of
        :meth:`occupied` nor the sum's plate where it can; smaller where no place is
        free for it whole."""
        p = self.painter
        board, vp, s = p.board, p.scene.app.vp, p.scene
        area = board.camera.rect
        under = reached_words(s.game, s.names, s.human, v.closing) if v.banner.startswith(
            "reach") else ""  # the closing line under it needs its room too
        up = banner_box(s.app.fonts, p.overlays.text, vp, word, big, under)[2]

        def size(k):
            return banner_box(s.app.fonts, p.overlays.text, vp, word, big, under, k)[:2]
        extra = ()
        if v.layout is not None and v.layout.placed:  # where the sum shows (or showed)
            extra = (self.sum_rect(v, self.payoff_points(v)[0]),)
        x, y, k = self.spot_k(v, ("banner", word, big, under), size,
                              (area.centerx, area.top + vp.length(40) + up), extra,
                              column=True)
        return x, y - banner_box(s.app.fonts, p.overlays.text, vp, word, big, under, k)[2], k

    def banner_rect(self, v, word: str, big: bool, at) -> pygame.Rect:
        """The banner's own plate centred on ``at`` (``(x, y, k)``; its pop included)."""
        s = self.painter.scene
        k = at[2] if len(at) > 2 else 1.0
        w, h, _up = banner_box(s.app.fonts, self.painter.overlays.text, s.app.vp, word, big,
                               k=k)
        r = pygame.Rect(0, 0, round(w), round(h))
        r.center = (round(at[0]), round(at[1]))
        return r

    def going_out_point(self, v, word: str, big: bool, at):
        """``(x, y, k, per_line)``: where the plate of what going out did ("You went
        out" over "North loses 15") sits, its size factor and its shape (what it cost on
        lines of ``per_line`` seats each; None: one line): under the banner (centred on
        ``at``) where that is free, else the free place nearest it, smaller where no
        place is free for it whole, narrower (its cost on more lines) where no place is
        free for it wide (4 players at 200 %: no felt was free for "South loses 5, West
        loses 10, North loses 10" on one line); None when there is nothing to say."""
        told = v.going_out
        if told is None:
            return None
        p = self.painter
        s, vp = p.scene, p.scene.app.vp
        width = s.app.screen.get_width()
        banner = self.banner_rect(v, word, big, at)
        extra = [banner]
        if v.layout is not None and v.layout.placed:
            extra.append(self.sum_rect(v, self.payoff_points(v)[0]))
        parts = going_out_parts(told, s.names, s.human)
        shapes = [None] + list(range(parts - 1, 0, -1))
        for n, per_line in enumerate(shapes):
            def size(k, per_line=per_line):
                return going_out_box(p.overlays.text, vp, told, s.names, s.human, width,
                                     k, per_line)
            h = size(1.0)[1]
            prefer = (banner.centerx, banner.bottom + vp.length(14) + h / 2)
            last = n == len(shapes) - 1
            got = self.spot_k(v, ("going_out", word, id(told), per_line), size, prefer,
                              tuple(extra), free_only=not last)
            if got is not None:
                return (*got, per_line)
        return None

    def going_out_rect(self, v, word: str, big: bool, at) -> pygame.Rect | None:
        """The going-out plate as placed (screen px; None: none shows)."""
        at_k = self.going_out_point(v, word, big, at)
        if at_k is None:
            return None
        p = self.painter
        s = p.scene
        w, h = going_out_box(p.overlays.text, s.app.vp, v.going_out, s.names, s.human,
                             s.app.screen.get_width(), at_k[2], at_k[3])
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(at_k[0]), round(at_k[1]))
        return r
