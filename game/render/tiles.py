"""Domino tiles drawn as vectors at any size, with depth, and cached.

A face is an ivory slab seen from above: a rounded body whose lower edge shows the
tile's thickness, a bevel (light upper-left rim, shaded lower-right), recessed pips
(a dark hole whose lower rim catches the light), and a groove across the middle with a
brass pin, like a real domino. Backs are maroon with a brass border and a diamond
lattice. Everything is drawn supersampled and scaled down once, so the tiles stay
crisp from a 56 px to a 120 px long side (and work down to a few pixels).

Surfaces are cached per (kind, pips, orientation, pixel size, state, theme), so a
frame only blits. ``face()`` and ``back()`` return a surface of exactly
``unit x 2*unit`` (vertical) or ``2*unit x unit``; the soft shadow and the outer glow
of a lit tile reach beyond the tile, so they are separate surfaces with an offset
(:meth:`TileArt.shadow`, :meth:`TileArt.glow`), and :meth:`TileArt.draw` blits the
lot in the right order.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from ..ui import THEME
from ..ui.tilesets import tile_colours

__all__ = ["TileArt", "PIP_SPOTS", "PIP_R", "PIP_SHIFT", "TILE_STATES", "draw_stack",
           "stack_rects", "pip_centres"]

# Pip spots in a unit cell for a horizontal tile (x along the long axis), a 3 x 3 grid.
# Issue 16: [4|4] read as [4|6], [1|1] as [1|2]: the rows beside the groove were
# closer across it than within a half, and the pin read as a pip. Now each half's grid
# sits away from the groove (:data:`PIP_SHIFT`) and the pin is a small rivet.
_L, _M, _H = 0.25, 0.5, 0.75
_S, _T = 0.21, 0.79  # across the short axis (a six's two rows, a four's corners)
PIP_SPOTS = {
    0: (),
    1: ((_M, _M),),
    2: ((_L, _S), (_H, _T)),
    3: ((_L, _S), (_M, _M), (_H, _T)),
    4: ((_L, _S), (_H, _S), (_L, _T), (_H, _T)),
    5: ((_L, _S), (_H, _S), (_M, _M), (_L, _T), (_H, _T)),
    6: ((_L, _S), (_M, _S), (_H, _S), (_L, _T), (_M, _T), (_H, _T)),
}
#: How far each half's pips sit from the groove, in halves along the long axis (the
#: first half's move towards its outer end, the second's towards its own).
PIP_SHIFT = 0.08

#: A pip's radius, in units (the short side): 0.09 (was 0.104): no two centres of
#: a half closer than 2.5 radii; the rack's larger tiles keep its pips as large.
PIP_R = 0.09
#: The brass pin's radius, in units: a rivet well smaller than a pip (it was as large
#: as one and read as a pip between the pips of a [1|1]).
PIN_R = 0.055

#: Face states a renderer can ask for: ``"lit"`` (a counted end: a warm glow along the
#: edge), ``"last"`` (the tile played last: a subtle cool highlight). None: plain.
TILE_STATES = (None, "lit", "last")

BACK = (128, 46, 38)
BACK_DARK = (92, 30, 26)
BACK_EDGE = (58, 18, 16)
BACK_LINE = (206, 160, 84)
BACK_LATTICE = (150, 62, 50)
BRASS = (196, 152, 70)
BRASS_HI = (250, 226, 150)
BRASS_LO = (112, 78, 30)
GLOW = (255, 176, 48)       # lit: warm amber
LAST = (120, 190, 255)      # last played: a cool, quiet blue


def _mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def _supersample(u: int) -> int:
    return 4 if u < 32 else 2  # powers of two: smoothscale keeps full alpha


class TileArt:
    """Renders and caches tile surfaces. ``unit`` is the short side in pixels."""

    def __init__(self, limit: int = 600):
        self.cache: OrderedDict = OrderedDict()
        self.limit = limit

    # --- the public API ---------------------------------------------------------------
    def face(self, first: int, second: int, vertical: bool, unit: int,
             state: str | None = None) -> pygame.Surface:
        """The face ``first|second`` (first half on the left / top), ``unit`` px short
        side; ``state`` one of :data:`TILE_STATES`."""
        if state not in TILE_STATES:
            raise ValueError(f"unknown tile state {state!r}")
        return self._get(("f", first, second, vertical, int(unit), state))

    def back(self, vertical: bool, unit: int) -> pygame.Surface:
        """A face-down tile."""
        return self._get(("b", 0, 0, vertical, int(unit), None))

    def shadow(self, vertical: bool, unit: int, lift: float = 0.0
               ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The soft drop shadow of a tile and where its top-left goes relative to the
        tile's top-left (it is larger than the tile and offset down-right). ``lift``
        0 -> 1: a tile raised off the table (picked up, flying) casts a larger, softer
        shadow further from it."""
        lift = _lift_step(lift)
        s = self._get(("s", lift, 0, vertical, int(unit), None))
        return s, self._halo_offset(unit, shadow=True, lift=lift)

    def glow(self, vertical: bool, unit: int, color=GLOW) -> tuple[pygame.Surface,
                                                                     tuple[int, int]]:
        """An outer glow round a tile (``color``, default warm amber for a counted
        end) and its offset from the tile's top-left."""
        s = self._get(("g", tuple(color), 0, vertical, int(unit), None))
        return s, self._halo_offset(unit, shadow=False)

    def draw(self, surf: pygame.Surface, topleft, first: int | None, second: int | None,
             vertical: bool, unit: int, state: str | None = None, shadow: bool = True,
             face_up: bool = True, lift: float = 0.0) -> pygame.Rect:
        """Blit a whole tile at ``topleft``: shadow (``lift``: see :meth:`shadow`), outer
        glow (``state="lit"``), then the face (or the back with ``face_up=False``).
        Returns the tile's rect."""
        x, y = round(topleft[0]), round(topleft[1])
        if shadow:
            img, (dx, dy) = self.shadow(vertical, unit, lift)
            surf.blit(img, (x + dx, y + dy))
        if state == "lit":
            img, (dx, dy) = self.glow(vertical, unit)
            surf.blit(img, (x + dx, y + dy))
        img = (self.face(first, second, vertical, unit, state) if face_up
               else self.back(vertical, unit))
        return surf.blit(img, (x, y))

    # --- cache ------------------------------------------------------------------------
    def _get(self, key) -> pygame.Surface:
        full = (*key, THEME.ivory, THEME.pip, THEME.tiles, THEME.name)
        s = self.cache.get(full)
        if s is not None:
            self.cache.move_to_end(full)
            return s
        kind = key[0]
        if kind == "s":
            s = _render_halo(key[3], key[4], (0, 0, 0), 0.5 - 0.14 * key[1], shadow=True,
                             lift=key[1])
        elif kind == "g":
            s = _render_halo(key[3], key[4], key[1], 0.85, shadow=False)
        elif kind == "f":
            s = _render_tile(*key, blank=self._get(("blank", 0, 0, key[3], key[4], None)))
        elif kind == "blank":
            s = _render_blank("f", key[3], key[4])
        else:
            s = _render_tile(*key)
        self.cache[full] = s
        if len(self.cache) > self.limit:
            self.cache.popitem(last=False)
        return s

    @staticmethod
    def _halo_offset(unit: int, shadow: bool, lift: float = 0.0) -> tuple[int, int]:
        pad = _halo_pad(int(unit), lift)
        if shadow:
            return (-pad + max(1, round(unit * (0.06 + 0.1 * lift))),
                    -pad + max(1, round(unit * (0.1 + 0.2 * lift))))
        return -pad, -pad

    @staticmethod
    def _render(kind, first, second, vertical, unit) -> pygame.Surface:
        """(Kept for callers of the old API.)"""
        return _render_tile(kind, first, second, vertical, unit, None)

    def draw_stack(self, surf: pygame.Surface, rect, count: int, unit: int
                   ) -> pygame.Rect | None:
        """:func:`draw_stack` with this cache."""
        return draw_stack(surf, rect, count, unit, self)


# --- rendering ------------------------------------------------------------------------
def _halo_pad(u: int, lift: float = 0.0) -> int:
    return max(2, round(u * (0.22 + 0.16 * lift)))


def _lift_step(lift: float) -> float:
    """``lift`` clamped to 0..1 in quarter steps (a few cached shadows, not one a frame)."""
    return round(max(0.0, min(1.0, float(lift))) * 4) / 4


def _render_halo(vertical: bool, unit: int, color, strength: float, shadow: bool,
                 lift: float = 0.0) -> pygame.Surface:
    """A blurred rounded rectangle the size of the tile plus a margin (blurred at half
    size and scaled up: a soft edge needs no detail, and it is four times cheaper)."""
    u = max(4, int(unit))
    w, h = (u, 2 * u) if vertical else (2 * u, u)
    pad = _halo_pad(u, lift)
    size = (w + 2 * pad, h + 2 * pad)
    k = 2 if u >= 16 else 1
    small = pygame.Surface((size[0] // k + 1, size[1] // k + 1), pygame.SRCALPHA)
    small.fill((*color, 0))
    body = pygame.Rect(pad // k, pad // k, w // k, h // k)
    if not shadow:
        body.inflate_ip(max(2, pad // (2 * k)), max(2, pad // (2 * k)))
    pygame.draw.rect(small, (*color, round(255 * strength)), body,
                     border_radius=max(2, u // (5 * k)))
    small = pygame.transform.gaussian_blur(small, max(1, pad // (2 * k)))
    return pygame.transform.smoothscale(small, size)


def _render_tile(kind, first, second, vertical, unit, state, blank=None
                 ) -> pygame.Surface:
    """A face or a back; ``blank``: the supersampled plain body of a face this size
    (:func:`_render_blank`), reused for every face of that size (the bevel's blurs are
    the costly part)."""
    u = max(4, int(unit))
    w, h = (u, 2 * u) if vertical else (2 * u, u)
    if kind == "b":
        big = _render_blank(kind, vertical, u)
        _paint_back(big, u * _supersample(u), vertical)
    else:
        big = (blank if blank is not None else _render_blank(kind, vertical, u)).copy()
        _paint_face(big, u * _supersample(u), vertical, first, second, state)
    return pygame.transform.smoothscale(big, (w, h))


def _render_blank(kind, vertical, unit) -> pygame.Surface:
    """The supersampled canvas of a tile (a face's: with its plain body painted)."""
    u = max(4, int(unit))
    w, h = (u, 2 * u) if vertical else (2 * u, u)
    ss = _supersample(u)
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    edge_rgb = BACK_EDGE if kind == "b" else tile_colours()["outline"]
    big.fill((*edge_rgb, 0))  # transparent, but edges blend towards the outline colour
    if kind != "b":
        _face_body(big, u * ss)
    return big


def _rounded_mask(size, rad: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    return mask


def _gradient(size, top_rgb, bottom_rgb, rad: int) -> pygame.Surface:
    """A top-to-bottom gradient masked to a rounded rectangle."""
    seed = pygame.Surface((2, 2), pygame.SRCALPHA)
    seed.fill((*top_rgb, 255), (0, 0, 2, 1))
    seed.fill((*bottom_rgb, 255), (0, 1, 2, 1))
    grad = pygame.transform.smoothscale(seed, size)
    grad.blit(_rounded_mask(size, rad), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return grad


def _crescent(size, rad: int, rgb, alpha: int, shift: int, blur: int) -> pygame.Surface:
    """A soft band inside a rounded rectangle along the edges ``shift`` points away
    from (shift < 0: the top and left; > 0: the bottom and right): a bevel's light or
    shade."""
    band = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(band, (*rgb, alpha), band.get_rect(), border_radius=rad)
    cut = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(cut, (0, 0, 0, 255), cut.get_rect(), border_radius=rad)
    band.blit(cut, (-shift, -shift), special_flags=pygame.BLEND_RGBA_SUB)
    if blur > 0:
        band = pygame.transform.gaussian_blur(band, blur)
    band.blit(_rounded_mask(size, rad), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return band


def _depth(U: int) -> tuple[int, int]:
    """How deep the tile's side face shows below (and right of) its top face."""
    return max(1, round(U * 0.13)), max(1, round(U * 0.055))


def _slab(surf, U: int, top_rgb, bottom_rgb, side_rgb, outline_rgb, hi_rgb, lo_rgb
          ) -> pygame.Rect:
    """The body of a tile on ``surf`` (supersampled, short side ``U``), lit from the
    top left: an outline, the tile's thickness as a darker side face along the bottom
    and right (the light's far side), a seam, the top face (a gradient) with a bevel:
    a soft highlight along its top and left rims, a shade along the bottom and right,
    and a faint gloss. Returns the top face's inner rect."""
    W, H = surf.get_size()
    rad = max(2, U // 6)
    full = pygame.Rect(0, 0, W, H)
    pygame.draw.rect(surf, outline_rgb, full, border_radius=rad)
    line = max(1, round(U * 0.025))
    thick, side_w = _depth(U)
    body = full.inflate(-2 * line, -2 * line)
    # the side face: lit where it meets the top, darker toward the felt
    surf.blit(_gradient(body.size, side_rgb, _mix(side_rgb, outline_rgb, 0.45),
                        max(1, rad - line)), body)
    top = pygame.Rect(line, line, W - 2 * line - side_w, H - 2 * line - thick)
    trad = max(1, rad - line)
    # the seam between the top and the side: a crisp dark line
    seam = max(1, round(U * 0.02))
    pygame.draw.rect(surf, _mix(side_rgb, outline_rgb, 0.7), top.inflate(seam, seam).move(
        seam // 2, seam // 2), border_radius=trad)
    surf.blit(_gradient(top.size, top_rgb, bottom_rgb, trad), top)
    bev = max(1, round(U * 0.05))
    surf.blit(_crescent(top.size, trad, lo_rgb, 120, bev, max(1, bev // 2)), top)
    surf.blit(_crescent(top.size, trad, hi_rgb, 220, -bev, max(1, bev // 2)), top)
    # the gloss: a soft light over the upper left of the face
    gloss = pygame.Surface(top.size, pygame.SRCALPHA)
    g = pygame.Rect(0, 0, round(top.w * 0.7), round(top.h * 0.55))
    g.topleft = (round(top.w * 0.04), round(top.h * 0.04))
    pygame.draw.ellipse(gloss, (*hi_rgb, 34), g)
    gloss = pygame.transform.gaussian_blur(gloss, max(1, round(U * 0.08)))
    gloss.blit(_rounded_mask(top.size, trad), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(gloss, top)
    return top.inflate(-2 * bev, -2 * bev)


def _face_body(big, U) -> None:
    """The plain slab of a face (no groove, pin nor pips), in the tile set in use."""
    c = tile_colours()
    _slab(big, U, c["top"], c["bottom"], c["side"], c["outline"], c["hi"], c["lo"])


def _paint_face(big, U, vertical, first, second, state) -> None:
    """The groove, the brass pin and the pips on a face's plain body."""
    colours = tile_colours()
    ivory = colours["body"]
    W, H = big.get_size()
    thick, side_w = _depth(U)
    line = max(1, round(U * 0.025))
    fw, fh = W - 2 * line - side_w, H - 2 * line - thick  # the top face
    cx0, cy0 = line + fw / 2, line + fh / 2  # its centre
    # the groove across the middle: a dark cut with a lit lower lip
    groove = max(1, round(U * 0.045))
    inset = round(U * 0.1)  # (near the rims: a clear line between the halves)
    dark, lip = colours["groove"], colours["lip"]
    if vertical:
        a, b = (line + inset, cy0), (line + fw - inset, cy0)
        pygame.draw.line(big, lip, (a[0], a[1] + groove * 0.7), (b[0], b[1] + groove * 0.7),
                         groove)
    else:
        a, b = (cx0, line + inset), (cx0, line + fh - inset)
        pygame.draw.line(big, lip, (a[0] + groove * 0.7, a[1]), (b[0] + groove * 0.7, b[1]),
                         groove)
    pygame.draw.line(big, dark, a, b, groove)
    # the brass pin: a small rivet, flush with the groove
    _brass_pin(big, (cx0, cy0), U * PIN_R)
    # dished pips: a crisp dark hole, its far (lower right) wall catching the light,
    # a bright rim where the hole's lower edge meets the face
    off = max(1.0, U * 0.02)
    rim = colours["rim"]
    for half, cx, cy, r in _pip_layout(U, vertical, first, second):
        hole = colours["pips"][second if half else first]
        wall = _mix(hole, ivory, 0.3)
        pygame.draw.circle(big, rim, (cx + off, cy + off), r)
        pygame.draw.circle(big, hole, (cx, cy), r)
        pygame.draw.circle(big, wall, (cx + r * 0.22, cy + r * 0.22), r * 0.7)
        pygame.draw.circle(big, hole, (cx - r * 0.08, cy - r * 0.08), r * 0.66)
    if state == "lit":
        _edge_glow(big, U, GLOW, 0.15, 240)
    elif state == "last":
        _edge_glow(big, U, LAST, 0.1, 160)


def _pip_layout(U: int, vertical: bool, first: int, second: int
                ) -> list[tuple[int, float, float, float]]:
    """``(half, cx, cy, r)`` of every pip of the face ``first|second`` on a canvas
    whose short side is ``U`` px (half 0: the left / top one)."""
    thick, side_w = _depth(U)
    line = max(1, round(U * 0.025))
    fw = (U if vertical else 2 * U) - 2 * line - side_w  # the top face
    fh = (2 * U if vertical else U) - 2 * line - thick
    half_w = fw / (1 if vertical else 2)
    half_h = fh / (2 if vertical else 1)
    r = U * PIP_R
    out = []
    for half, pips in ((0, first), (1, second)):
        ox, oy = (line, line + half * half_h) if vertical else (line + half * half_w, line)
        shift = PIP_SHIFT if half else -PIP_SHIFT  # away from the groove
        for sx, sy in PIP_SPOTS[pips]:
            sx += shift
            if vertical:  # rows of a six run along the long axis
                sx, sy = sy, sx
            out.append((half, ox + sx * half_w, oy + sy * half_h, r))
    return out


def pip_centres(first: int, second: int, vertical: bool, unit: int
                ) -> list[tuple[int, float, float, float]]:
    """``(half, cx, cy, r)`` of every pip of the face ``first|second`` as
    :meth:`TileArt.face` draws it ``unit`` px short side (in its pixels)."""
    ss = _supersample(max(4, int(unit)))
    return [(h, x / ss, y / ss, r / ss)
            for h, x, y, r in _pip_layout(max(4, int(unit)) * ss, vertical, first, second)]


def _edge_glow(big, U, color, depth: float, alpha: int) -> None:
    """A glow along the inside of the tile's edge, strongest at the edge."""
    W, H = big.get_size()
    steps = 6
    band = max(1, round(U * depth / steps))
    rad = max(2, U // 6)
    layer = pygame.Surface((W, H), pygame.SRCALPHA)
    for k in range(steps):
        a = round(alpha * (1 - k / steps) ** 1.6)
        r = pygame.Rect(0, 0, W, H).inflate(-2 * k * band, -2 * k * band)
        pygame.draw.rect(layer, (*color, a), r, width=band, border_radius=max(1, rad - k * band))
    big.blit(layer, (0, 0))


def _brass_pin(big, centre, r: float) -> None:
    cx, cy = centre
    pygame.draw.circle(big, BRASS_LO, (cx, cy), r * 1.18)
    pygame.draw.circle(big, BRASS, (cx, cy), r)
    pygame.draw.circle(big, _mix(BRASS, BRASS_HI, 0.5), (cx - r * 0.2, cy - r * 0.2), r * 0.62)
    pygame.draw.circle(big, BRASS_HI, (cx - r * 0.35, cy - r * 0.35), r * 0.28)


def _paint_back(big, U, vertical) -> None:
    face = _slab(big, U, _mix(BACK, (255, 255, 255), 0.1), BACK_DARK, BACK_EDGE,
                 _mix(BACK_EDGE, (0, 0, 0), 0.3), (214, 120, 100), (40, 10, 8))
    border = face.inflate(-round(U * 0.16), -round(U * 0.16))
    if border.w < 4 or border.h < 4:
        return
    # a diamond lattice inside the brass border
    lattice = pygame.Surface(border.size, pygame.SRCALPHA)
    step = max(4, round(U * 0.22))
    lw = max(1, round(U * 0.03))
    for k in range(-border.h, border.w + border.h, step):
        pygame.draw.line(lattice, BACK_LATTICE, (k, 0), (k + border.h, border.h), lw)
        pygame.draw.line(lattice, BACK_LATTICE, (k, border.h), (k + border.h, 0), lw)
    mask = pygame.Surface(border.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                     border_radius=max(1, U // 14))
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(lattice, border)
    pygame.draw.rect(big, BACK_LINE, border, width=max(1, round(U * 0.04)),
                     border_radius=max(1, U // 14))
    # the medallion in the middle: a brass pin on a dark disc
    c = border.center
    pygame.draw.circle(big, BACK_DARK, c, U * 0.2)
    pygame.draw.circle(big, BACK_LINE, c, U * 0.2, max(1, round(U * 0.03)))
    _brass_pin(big, c, U * 0.1)


# --- the boneyard ---------------------------------------------------------------------
def stack_rects(rect, count: int, unit: int) -> list[pygame.Rect]:
    """Where :func:`draw_stack` puts ``count`` face-down tiles inside ``rect``, bottom
    layer first (the last rect is the top of the stack, where the next draw comes
    from). Tiles lie flat (2*unit x unit) in a grid of piles at most three deep. The
    top faces stay in tidy rows and columns; the tiles under a top tile show below it
    as the pile's thickness, straight under it (layers stepped up and
    sideways looked ragged), so the stack shrinks tidily from its top. ``unit``
    shrinks if the stack would not fit."""
    rect = pygame.Rect(rect)
    count = max(0, int(count))
    if count == 0:
        return []
    u = max(4, int(unit))
    while True:
        lift = max(1, round(u * 0.24))
        gap = max(1, round(u * 0.14))
        cols = max(1, (rect.w + gap) // (2 * u + gap))
        # the rows keep room for a pile of two whatever the count (a third tile's edge
        # tucks under the row in front), so the grid never rearranges as tiles go
        rows = max(1, (rect.h + gap) // (u + gap + lift))
        layers = -(-count // (cols * rows))
        fits = 2 * u <= rect.w and u + (layers - 1) * lift <= rect.h
        if (layers <= 3 and fits) or u <= 4:
            break
        u -= 1
    per_layer = cols * rows
    first = min(count, per_layer)
    pitch = u + gap + lift  # one row of piles
    # placed as the full grid is (not re-centred as it empties: no tile moves when
    # another is drawn; the stack empties from the bottom row up)
    block_w = cols * (2 * u + gap) - gap
    block_h = rows * pitch - gap
    left = rect.centerx - block_w // 2
    top = rect.centery - block_h // 2
    # how many tiles each cell's pile holds (the first cells hold one more)
    height = [sum(1 for layer in range(layers) if i < count - layer * per_layer)
              for i in range(first)]
    out: list[pygame.Rect] = []
    for layer in range(layers):
        n = min(per_layer, count - layer * per_layer)
        for i in range(n):
            row, col = divmod(i, cols)
            out.append(pygame.Rect(left + col * (2 * u + gap),
                                   top + row * pitch + (height[i] - 1 - layer) * lift,
                                   2 * u, u))
    return out


def draw_stack(surf: pygame.Surface, rect, count: int, unit: int,
               art: TileArt | None = None) -> pygame.Rect | None:
    """Draw the boneyard: ``count`` face-down tiles stacked in layers inside ``rect``, so
    how many are left shows at a glance (pass the renderer's ``art`` to reuse its
    cache). Returns the top tile's rect (None when empty: then nothing is drawn, the
    count under it says 0; an outline of a tile there read as a missing picture)."""
    art = art if art is not None else TileArt(limit=8)
    rects = stack_rects(rect, count, unit)
    if not rects:
        return None
    u = rects[0].h
    for r in rects:
        art.draw(surf, r.topleft, None, None, False, u, face_up=False)
    return rects[-1]
