"""The camera over the layout: world units -> screen pixels, zooming and panning smoothly."""

from __future__ import annotations

import math

import pygame

__all__ = ["Camera"]


class Camera:
    """Keeps a box of the layout (in tile units) inside a screen rectangle.

    ``fit(box, keep)`` sets the target; ``update(dt)`` pans and zooms there in one eased
    move of :attr:`DURATION` seconds (a long one a little longer) (ease in and out; a new target mid-move starts
    a new move from where the camera is); ``snap()`` jumps there. ``zoom`` is screen
    pixels per unit; positions use it unrounded, so a zoom glides instead of stepping
    a whole pixel per unit at a time.
    """

    #: Seconds of one pan / zoom (times the animation speed): brisk, eased both ways.
    DURATION = 0.35
    #: A long move takes longer, so nothing on the screen ever moves more than this
    #: (px per second at the eased move's fastest) ...
    TOP_SPEED = 400.0
    #: ... up to this many seconds.
    LONGEST = 0.68
    #: The share of the view's half-width (height) the layout's centre may lie off the
    #: view's centre after the play area changed (see ``set_rect``'s ``hold``) before a
    #: pan brings it back (only that far): no layout hugging one edge. (0.4 let a row sit
    #: well off to one side; a play's move centres it fully, see ``_calm``.)
    BALANCE = 0.15
    #: A zoom out (the layout outgrew the view) goes to this share of the zoom the
    #: layout needs: room for several more plays, so zooms are rare (a few a hand).
    HEADROOM = 0.75
    #: ... and straight to the zoom the layout's bounds need when that is within this
    #: factor (no small last nudge of a zoom later).
    SNAP_TO_LEAST = 1.2
    #: A pan across (no zoom) only if, centred, the layout then has this many units to
    #: spare each way: else a zoom out (with headroom).
    GROW = 2.0
    #: The headroom past the layout's bounds (see ``fit``'s ``room``; rare) ...
    HEADROOM_PAST = 0.9
    #: ... never taking the zoom under this share of ``max_zoom`` when it need not.
    LEGIBLE = 0.62
    #: A layout that fits centred but has no room to grow there zooms out to this share
    #: of the zoom that gives it :attr:`GROW` units each way (a little more headroom).
    FIT_ROOM = 0.97

    def __init__(self, rect, max_zoom: float, min_zoom: float = 6.0):
        self.rect = rect
        self.max_zoom = max_zoom
        self.min_zoom = min_zoom
        self.zoom = max_zoom
        self.cx = 0.0
        self.cy = 0.0
        self.tzoom = max_zoom
        self.tcx = 0.0
        self.tcy = 0.0
        self._from = (self.zoom, self.cx, self.cy)
        self._t = 1.0  # progress of the current move, 0 -> 1
        self._dur = self.DURATION  # seconds of the current move
        self._reframed = False  # the rect moved under a held view (set_rect's hold)
        self.pad = lambda _z: (0.0, 0.0)  # see fit
        #: the headroom past the bounds this camera takes (see HEADROOM_PAST)
        self.headroom_past = self.HEADROOM_PAST

    def set_rect(self, rect, max_zoom: float, hold: bool = False) -> None:
        """A new screen rectangle. ``hold``: the layout stays where it is on the screen
        this frame (the view's centre moves with the rect's; a refit then glides)."""
        scale = max_zoom / self.max_zoom if self.max_zoom else 1.0
        if hold and self.zoom:
            dx, dy = rect.centerx - self.rect.centerx, rect.centery - self.rect.centery
            self.cx += dx / self.zoom
            self.cy += dy / self.zoom
            self.tcx += dx / self.zoom
            self.tcy += dy / self.zoom
            self._from = (self.zoom, self.cx, self.cy)
            self._reframed = True  # the next fit may pan for balance (see fit)
            self.rect = rect
            self.max_zoom = max_zoom
            return
        self.rect = rect
        self.max_zoom = max_zoom
        self.zoom *= scale
        self.tzoom *= scale

    def fit(self, box, keep: bool = False, pad=None, room=None) -> None:
        """Aim at ``box`` (x0, y0, x1, y1 in units). ``keep``: the layout only grew, so
        the zoom stays where it is while the box still fits (it only ever zooms out, and
        only when it must: tiles do not change size on every play while one aims).
        ``pad(zoom)``: screen px ``(x, y)`` the box needs beyond it at that zoom on each
        side (the end marks reach further than the box at a large text size).
        ``room``: the box the whole layout keeps within (its bounds): a zoom out's
        headroom never zooms out further than that box needs."""
        x0, y0, x1, y1 = box
        self.pad = pad or (lambda _z: (0.0, 0.0))
        if keep:
            z, cx, cy = self._calm(box, room)
        else:
            z, cx, cy = self._zoom_for(box), (x0 + x1) / 2, (y0 + y1) / 2
        self._reframed = False
        target = (z, cx, cy)
        if target != (self.tzoom, self.tcx, self.tcy) or (
                self._t >= 1.0 and target != (self.zoom, self.cx, self.cy)):
            self._from = (self.zoom, self.cx, self.cy)
            self._t = 0.0
            self._dur = self._duration(target)
        self.tzoom, self.tcx, self.tcy = target

    def _calm(self, box, room):
        """The target for a layout that only grew (``fit``'s ``keep``): while ``box`` fits
        the view where it is, the scale and the centre hold. Else one move with room for
        several more plays: a pan centring the layout if at this scale it then has
        :attr:`GROW` units to spare each way, otherwise a zoom out (never in) with
        :attr:`HEADROOM`. Either way the view goes to the layout's middle: a layout that
        grew lopsided while it fitted sits centred again after the move (it was panned
        only as far as it needed, and sat up to 40 % of the half-view off centre)."""
        x0, y0, x1, y1 = box
        z = self.tzoom
        hw, hh = self._half(z)
        cx = self._keep_in(self.tcx, x0, x1, hw)
        cy = self._keep_in(self.tcy, y0, y1, hh)
        if (cx, cy) == (self.tcx, self.tcy) and self._zoom_for(box) >= z:
            if self._reframed:  # a new play area under a held view: unless now lopsided
                cx, cy = self._balanced(cx, x0, x1, hw), self._balanced(cy, y0, y1, hh)
            return z, cx, cy
        mid = ((x0 + x1) / 2, (y0 + y1) / 2)
        # room to grow along the way it outgrew the view (not where it still fits)
        gw = x1 - x0 if cx == self.tcx else x1 - x0 + 2 * self.GROW
        gh = y1 - y0  # (up and down: arms turn, the layout grows that way in steps)
        grown = (mid[0] - gw / 2, mid[1] - gh / 2, mid[0] + gw / 2, mid[1] + gh / 2)
        if self._zoom_for(grown) >= z:  # a pan is enough, and leaves room: centred
            return z, mid[0], mid[1]
        need = self._zoom_for(box)
        least = self._zoom_for(room) if room is not None else self.min_zoom
        if need >= z:  # it fits, centred, only without room to grow: a zoom out just
            # far enough for that room (no further: the tiles once shrank to the
            # bounds' size while the layout was still small)
            z = max(least, min(z - 1.0, float(math.floor(self._zoom_for(grown) * self.FIT_ROOM))))
        elif need >= least:  # within its bounds: headroom, and straight to the bounds' zoom
            # when that is near (no small nudge of a zoom left for later)
            z = max(least, float(math.floor(need * self.HEADROOM)))
            if z < least * self.SNAP_TO_LEAST:
                z = least
        else:  # past them (rare): headroom again, not below a legible size
            z = max(float(math.floor(need * self.headroom_past)), self.min_zoom,
                    min(need, float(math.floor(self.max_zoom * self.LEGIBLE))))
        z = min(z, self.tzoom)
        # centred: a layout grown lopsided while it fitted is put back in the middle
        return z, mid[0], mid[1]

    def _half(self, z: float) -> tuple[float, float]:
        """Half the view's width and height in units at zoom ``z`` (less the marks' pad)."""
        px, py = self.pad(z)
        return (self.rect.w - 2 * px) / (2 * z), (self.rect.h - 2 * py) / (2 * z)

    def _duration(self, target) -> float:
        """Seconds of the move from where the camera is to ``target``: :attr:`DURATION`,
        longer for a long move (the fastest point on the screen within TOP_SPEED)."""
        z, cx, cy = target
        half = max(self.rect.w, self.rect.h) / 2
        zoom = max(1e-3, min(z, self.zoom))
        travel = (abs(z - self.zoom) * half / zoom
                  + max(abs(cx - self.cx), abs(cy - self.cy)) * max(z, self.zoom))
        # the sine ease's fastest is pi / 2 times its mean speed
        return min(self.LONGEST, max(self.DURATION, math.pi / 2 * travel / self.TOP_SPEED))

    def _zoom_for(self, box) -> float:
        """The largest whole-pixel zoom (<= max_zoom) at which ``box`` fits the rect."""
        x0, y0, x1, y1 = box
        w = max(1e-3, x1 - x0)
        h = max(1e-3, y1 - y0)
        # at rest the zoom is whole pixels (the tile art's size): tiles meet exactly
        z = max(self.min_zoom, float(math.floor(min(self.rect.w / w, self.rect.h / h,
                                                    self.max_zoom))))
        while z > self.min_zoom and not self._fits(w, h, z):
            z -= 1.0
        return z

    def _fits(self, w: float, h: float, z: float) -> bool:
        px, py = self.pad(z)
        return w * z + 2 * px <= self.rect.w and h * z + 2 * py <= self.rect.h

    @staticmethod
    def _keep_in(c: float, lo: float, hi: float, half: float) -> float:
        """The centre nearest ``c`` whose view (``half`` each way) holds ``lo`` .. ``hi``."""
        if c - half - 1e-9 <= lo and hi <= c + half + 1e-9:
            return c  # it holds them already (no re-centring on a float's last bit)
        if hi - lo >= 2 * half:
            return (lo + hi) / 2
        return min(max(c, hi - half), lo + half)

    def _balanced(self, c: float, lo: float, hi: float, half: float) -> float:
        """``c`` moved (only as far as needed) to within :attr:`BALANCE` of the view's
        half-extent of the layout's centre, as long as the layout still fits from there."""
        mid, off = (lo + hi) / 2, self.BALANCE * half
        if abs(c - mid) <= off + 1e-9:
            return c
        to = mid + math.copysign(off, c - mid)
        return self._keep_in(to, lo, hi, half)

    def snap(self) -> None:
        self.zoom, self.cx, self.cy = self.tzoom, self.tcx, self.tcy
        self._t = 1.0

    @property
    def moving(self) -> bool:
        return (abs(self.zoom - self.tzoom) > 0.05 or abs(self.cx - self.tcx) > 0.01
                or abs(self.cy - self.tcy) > 0.01)

    def update(self, dt: float, time_scale: float = 1.0) -> None:
        if time_scale <= 0:
            self.snap()
            return
        self._t = min(1.0, self._t + dt / (self._dur * time_scale))
        p = self._t
        k = (1 - math.cos(math.pi * p)) / 2  # ease in and out (sine): no lurch
        z0, x0, y0 = self._from
        self.zoom = z0 + (self.tzoom - z0) * k
        self.cx = x0 + (self.tcx - x0) * k
        self.cy = y0 + (self.tcy - y0) * k
        if self._t >= 1.0 or not self.moving:
            self.snap()

    @property
    def unit(self) -> int:
        """The zoom rounded to whole pixels (tile art is cached per pixel size)."""
        return max(4, round(self.zoom))

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        z = self.zoom
        return (self.rect.centerx + (x - self.cx) * z, self.rect.centery + (y - self.cy) * z)

    def screen_rect(self, box) -> pygame.Rect:
        """The screen rect of ``box`` (x0, y0, x1, y1 in units): a tile's, laid or not."""
        a, b = self.to_screen(box[0], box[1]), self.to_screen(box[2], box[3])
        return pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.zoom
        return ((sx - self.rect.centerx) / z + self.cx, (sy - self.rect.centery) / z + self.cy)
