"""The table's furniture drawn in code to match the wooden rail and its brass studs:
a name plate or panel as a bevelled wooden plaque with a thin brass edge and a soft
shadow (:func:`draw_plate`), and a hand's tray as a wooden rack with a ledge the
tiles stand on (:class:`Racks`). Each face is painted once per size and colour and
cached; a frame only blits."""

from __future__ import annotations

import pygame

from ..ui import THEME

__all__ = ["BRASS", "BRASS_INK", "KEY_BAR_H", "Racks", "draw_inlay", "key_bar_height", "draw_plate", "draw_rack", "plate_face",
           "rack_face", "soft_shadow", "wood"]

#: The brass of the rail's studs: a plate's edge and a rack's studs.
BRASS = (196, 156, 82)
#: The shadow under a plate or a rack (alpha) and how far it falls (design px).
SHADOW_A, SHADOW_DY = 90, 3
#: A rack's soft shadow (the hand trays, the boneyard's): its darkest alpha.
RACK_SHADOW_A = 170

#: Brass lettering inlaid in the rail (a shade brighter than the studs: it reads on the
#: inlay's dark wood).
BRASS_INK = (226, 186, 104)
#: The inlay's wood: the rail's walnut, darkened (routed into the rail, not laid on it).
INLAY_WOOD = (74, 42, 20)

#: A rack's wood: a warm mid brown, a shade under the rail's.
RACK_WOOD = (118, 72, 38)

_CACHE: dict = {}
_CACHE_MAX = 64


def wood(turn: bool = False) -> tuple[int, int, int]:
    """A plaque's wood in the theme: walnut over the theme's dark box colour, a warm
    amber for the seat to play (the high-contrast theme keeps its plain black)."""
    if sum(THEME.box[:3]) == 0:
        return tuple(THEME.box[:3])
    return _mix(THEME.box, (100, 64, 16) if turn else (92, 58, 30), 0.85 if turn else 0.5)


def _mix(a, b, k: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * k) for x, y in zip(a[:3], b[:3]))


def _scaled(c, k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(x * k))) for x in c[:3])


def _cached(key, make):
    s = _CACHE.get(key)
    if s is None:
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        s = _CACHE[key] = make()
    return s


def _grain(face: pygame.Surface, base, seed: int) -> None:
    """Faint wood grain: long lines a shade darker and lighter than the face (drawn on
    a layer blended over it: a line drawn straight onto a face with alpha would punch
    a see-through line in it)."""
    w, h = face.get_size()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(3, h // 9)
    for n, y in enumerate(range(step // 2, h, step)):
        k = 0.8 if n % 2 else 1.15
        col = (*_scaled(base, k), 60)
        pts = [(x, y + ((x // max(8, w // (3 + n % 3)) + n + seed) % 2))
               for x in range(0, w + 24, 24)]
        if len(pts) > 1:
            pygame.draw.lines(layer, col, False, pts, 1)
    face.blit(layer, (0, 0))


def plate_face(size, radius: int, base, edge, lw: int) -> pygame.Surface:
    """A plaque ``size`` px: a wooden face in ``base`` (lighter at the top, darker at
    the foot: bevelled), a highlight along its top, a ``lw`` px edge in ``edge``."""
    w, h = max(2, int(size[0])), max(2, int(size[1]))

    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        face = pygame.Surface((w, h), pygame.SRCALPHA)
        top, foot = _scaled(base, 1.3), _scaled(base, 0.85)
        for y in range(h):
            pygame.draw.line(face, (*_mix(top, foot, y / max(1, h - 1)), 255), (0, y), (w, y))
        if sum(base[:3]) > 0:  # no grain on the high-contrast theme's black
            _grain(face, _mix(top, foot, 0.5), w % 5)
        # the bevel: a light line under the top edge, a dark one over the foot
        pygame.draw.line(face, (*_scaled(top, 1.35), 255), (radius, lw + 1),
                         (w - radius, lw + 1), 1)
        pygame.draw.line(face, (*_scaled(foot, 0.6), 255), (radius, h - lw - 2),
                         (w - radius, h - lw - 2), 1)
        face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(face, (0, 0))
        if lw > 0:
            pygame.draw.rect(s, (*edge[:3], 255), s.get_rect(), lw, border_radius=radius)
            inner = s.get_rect().inflate(-2 * lw, -2 * lw)
            pygame.draw.rect(s, (*_scaled(edge, 0.55), 200), inner, 1,
                             border_radius=max(0, radius - lw))
        return s

    return _cached(("plate", w, h, radius, tuple(base[:3]), tuple(edge[:3]), lw), make)


def _shadow(size, radius: int) -> pygame.Surface:
    w, h = int(size[0]), int(size[1])

    def make():
        s = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
        for k, a in ((0, SHADOW_A // 3), (2, SHADOW_A // 3), (4, SHADOW_A // 3)):
            pygame.draw.rect(s, (0, 0, 0, a), pygame.Rect(k, k, w + 8 - 2 * k, h + 8 - 2 * k),
                             border_radius=radius + 4 - k)
        return s

    return _cached(("shadow", w, h, radius), make)


def draw_plate(surf, rect: pygame.Rect, radius: int, base=None, edge=None,
               lw: int = 2, shadow: int = 2) -> None:
    """A wooden plaque over ``rect`` (screen px): soft shadow ``shadow`` px under it,
    the bevelled face in ``base`` (the theme's dark box colour unless given), a brass
    edge ``lw`` px wide (``edge``: another colour, e.g. the turn's)."""
    base = THEME.box if base is None else base
    edge = BRASS if edge is None else edge
    if shadow > 0:
        sh = _shadow(rect.size, radius)
        surf.blit(sh, (rect.x - 4, rect.y - 4 + shadow))
    surf.blit(plate_face(rect.size, radius, base, edge, lw), rect.topleft)


def rack_face(size, lip: int, horizontal: bool, timber=None) -> pygame.Surface:
    """A hand's rack ``size`` px: a recessed wooden back, a raised ledge ``lip`` px
    along its foot (or its inner side, ``horizontal`` False) with a brass stud at each
    end, and a brass edge."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))

    def make(timber=timber):
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(4, min(w, h) // 10)
        if timber is None:
            timber = wood() if sum(THEME.box[:3]) == 0 else RACK_WOOD
        s.blit(plate_face((w, h), r, timber, BRASS, 2), (0, 0))
        # the recess the tiles stand in: darker, a shadow under its top edge
        well = pygame.Rect(0, 0, w, h).inflate(-2 * max(4, lip // 2), -2 * max(4, lip // 2))
        if horizontal:
            well.h -= lip
        pygame.draw.rect(s, (*_scaled(timber, 0.78), 255), well, border_radius=r)
        _grain(s.subsurface(well), _scaled(timber, 0.78), 3)
        pygame.draw.line(s, (0, 0, 0, 120), (well.x + r, well.y + 1), (well.right - r, well.y + 1), 2)
        # the ledge: a lighter bevelled strip with brass studs at its ends
        if horizontal:
            ledge = pygame.Rect(well.x - 2, well.bottom - 2, well.w + 4, lip)
        else:
            ledge = pygame.Rect(well.x, well.bottom - lip, well.w, lip)
        if ledge.h > 2:
            s.blit(plate_face(ledge.size, max(2, ledge.h // 3), _scaled(timber, 1.05),
                              _scaled(timber, 0.5), 1), ledge.topleft)
            d = max(2, ledge.h // 3)
            for x in (ledge.x + ledge.h // 2 + 2, ledge.right - ledge.h // 2 - 2):
                pygame.draw.circle(s, _scaled(BRASS, 0.6), (x, ledge.centery + 1), d)
                pygame.draw.circle(s, BRASS, (x, ledge.centery), d)
                pygame.draw.circle(s, _scaled(BRASS, 1.25), (x - d // 3, ledge.centery - d // 3),
                                   max(1, d // 3))
        return s

    return _cached(("rack", w, h, lip, horizontal, tuple(THEME.box[:3]), timber), make)


def inlay_face(size, base=INLAY_WOOD) -> pygame.Surface:
    """A channel routed into the rail, ``size`` px: a dark wooden floor with rounded
    ends, the shadow of the rail's edge along its top and the light on its lower lip
    (sunk into the wood: no brass rim, no drop shadow)."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))

    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        r = h // 2
        pygame.draw.rect(s, (*base[:3], 255), s.get_rect(), border_radius=r)
        inner = s.subsurface(s.get_rect().inflate(-2 * r, 0))
        _grain(inner, base, 1)
        lip = max(1, h // 12)
        pygame.draw.rect(s, (0, 0, 0, 110), (r // 2, 0, w - r, lip + 1),
                         border_top_left_radius=r, border_top_right_radius=r)
        pygame.draw.line(s, (*_scaled(base, 2.3), 200), (r, h - 1), (w - r, h - 1), 1)
        return s

    return _cached(("inlay", w, h, tuple(base[:3])), make)


#: The key bar's channel in the bottom rail at 100 % text (design px: the rail's 28
#: less a 3 px margin each side).
KEY_BAR_H = 22


def key_bar_height(text_scale: float) -> int:
    """The key bar's height (design px) at ``text_scale``: the rail's channel at 100 %;
    larger text grows it up from the rail's foot over the felt's edge (issue 16: at
    200 % it stayed 22 px, its words the smallest on the table), 1.65x at 200 %; the
    tray above gives up that room (render.hud_layout)."""
    return KEY_BAR_H + max(0, round(KEY_BAR_H * 0.65 * (text_scale - 1.0)))


def draw_inlay(surf, rect: pygame.Rect) -> None:
    """A channel routed into the table's rail over ``rect`` (screen px):
    :func:`inlay_face`; its words go on it in :data:`BRASS_INK`."""
    surf.blit(inlay_face(rect.size), rect.topleft)


def soft_shadow(size, radius: int, spread: int, alpha: int = RACK_SHADOW_A) -> pygame.Surface:
    """A blurred shadow of a ``size`` box with corners ``radius``, reaching ``spread`` px
    past it on every side (the box's own rect starts at ``(spread, spread)``)."""
    w, h, sp = max(2, int(size[0])), max(2, int(size[1])), max(1, int(spread))

    def make():
        s = pygame.Surface((w + 2 * sp, h + 2 * sp), pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, alpha), (sp, sp, w, h), border_radius=radius)
        if hasattr(pygame.transform, "gaussian_blur"):
            s = pygame.transform.gaussian_blur(s, max(1, sp // 3))
        return s

    return _cached(("soft", w, h, radius, sp, alpha), make)


def draw_rack(surf, r: pygame.Rect, lip: int, shadow: int, timber=None,
              horizontal: bool | None = None) -> None:
    """A rack (:func:`rack_face`) over ``r`` (screen px) with its soft shadow: a blurred
    one falling ``shadow`` px down and spreading about twice that round it (without
    it the hand's tray sat flat on the felt). ``horizontal``: its ledge along its foot
    (None: when it is wider than tall)."""
    sp = max(4, 4 * shadow)
    sh = soft_shadow(r.size, max(4, min(r.w, r.h) // 10), sp)
    surf.blit(sh, (r.x - sp + shadow // 2, r.y - sp + 2 * shadow))
    surf.blit(rack_face(r.size, lip, r.w >= r.h if horizontal is None else horizontal, timber),
              r.topleft)


class Racks:
    """The wooden racks under the hands (over the map's dark pads): ``draw(surf)``
    before the tiles. ``hands``: each seat's hand anchor (design px); the first is the
    player's own, whose rack has a ledge the tiles stand on. An opponent's rack is
    sized to the tiles it holds (:meth:`fit`; not, in 4 players, large empty panels
    with a few small backs floating in them), shrinking as they leave."""

    #: How far a rack reaches past its hand's anchor (design px): the map's pad (the
    #: player's own; an opponent's is a little tighter).
    PAD = (13, 3)
    PAD_OTHER = (5, 3)
    #: An opponent's rack round its tiles (design px): its rim, and the least it holds.
    RIM = 7
    MIN_TILES = 2

    def __init__(self, vp, hands, starts=()):
        self.vp = vp
        self.hands = [pygame.Rect(h) for h in hands]
        #: Seats whose tiles lie from their anchor's start (render.hands.HandView.align):
        #: a rack with too few tiles grows away from that end, not over the plate there.
        self.starts = set(starts)
        #: Each opponent's rack fitted to its tiles (screen px), by seat (:meth:`fit`).
        self.fitted: dict[int, pygame.Rect] = {}

    def fit(self, tiles) -> None:
        """Size each opponent's rack to its tiles: ``tiles[seat]`` the screen rects of
        that seat's tiles where they stand (``None``: the anchor's rack). A seat with
        fewer than :data:`MIN_TILES` keeps a rack that size, centred on its anchor."""
        vp = self.vp
        self.fitted = {}
        for seat, rects in enumerate(tiles):
            if seat == 0 or rects is None or seat >= len(self.hands):
                continue
            anchor = self.hands[seat]
            side = anchor.h > anchor.w  # a side column: the tiles lie one under another
            if rects:
                box = rects[0].unionall(rects[1:])
                one = rects[0]
            else:
                one = vp.rect((0, 0, 44, 22) if side else (0, 0, 22, 44))
                box = pygame.Rect(one)
                box.center = vp.rect(anchor).center
                if seat in self.starts:  # (at the anchor's start, as the tiles lie)
                    a = vp.rect(anchor.inflate(-16, -16))
                    box.topleft = (box.x, a.top) if side else (a.left, box.y)
            need = self.MIN_TILES - len(rects)
            if need > 0:  # too few: the rack keeps room for MIN_TILES, round its middle
                c, start = box.center, box.topleft  # (or from its start)
                grow = need * (one.h + vp.length(3) if side else one.w + vp.length(3))
                box = box.inflate(0, grow) if side else box.inflate(grow, 0)
                box.center = (box.centerx, c[1]) if side else (c[0], box.centery)
                if seat in self.starts:
                    box.topleft = (box.x, start[1]) if side else (start[0], box.y)
            rim = vp.length(self.RIM)
            self.fitted[seat] = box.inflate(2 * rim, 2 * rim)

    def rects(self) -> list[pygame.Rect]:
        """Each rack's screen rect."""
        return [self.fitted.get(n) or self.vp.rect(h.inflate(*(2 * p for p in (
            self.PAD if n == 0 else self.PAD_OTHER))))
            for n, h in enumerate(self.hands)]

    def draw(self, surf) -> None:
        vp = self.vp
        for seat, r in enumerate(self.rects()):
            # an opponent's rack quieter: the plates' darker wood, a thin ledge
            h = self.hands[seat]
            draw_rack(surf, r, vp.length(12 if seat == 0 else 5), vp.length(3),
                      None if seat == 0 else _scaled(wood(), 1.1), h.w >= h.h)
