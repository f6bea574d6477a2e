"""The tutorial's table on screen, drawn with the renderers the play table uses.

:class:`TutorialTable` composes :class:`~game.render.BoardView` (tiles, count
badges beside the open ends, the spots a tile may go), :class:`~game.render.HandView`
(the player's hand), :class:`~game.render.Boneyard` and
:class:`~game.render.Overlays` (tiles in flight, the one "+N" callout, the hand's
banner, a dragged tile) in the tutorial's own rectangles, and answers the
hit-tests. It draws the scene's view model (:class:`game.present.TableView`, changed
by the director's beats) and the scene's input state (selection, the keyboard's
spot, a refused spot); it decides nothing.

The scene it draws is duck-typed (no import: scenes import downwards only).
"""

from __future__ import annotations

import math

import pygame

from engine.moves import OPEN_CODE, SIDE_NAMES
from engine.tiles import NAME

from ...i18n import _
from ...render import BoardView, Boneyard, HandView, Overlays, TileArt
from ...render.ghosts import held_ghosts
from ...render.pip_tag import PipTag
from ...render.spot_order import spatial_order
from ...tutorial import LESSONS, STEPS, layout_marks
from ...ui import THEME, draw_spot_arrow
from ...ui.shapes import arrow_box
from .callout import CalloutPlace
from .figure_box import BOARD, LAYOUT, FigureBox, board_rect

__all__ = ["TutorialTable", "LAYOUT", "HAND", "BONE", "board_rect"]

# Design rectangles (1280x720).
HAND = (210, 566, 640, 100)
BONE = (40, 548, 150, 118)
#: Where the other seats' tiles fly from, by the seat's side of the table (their
#: hands are not shown in the tutorial, only counted in the side column).
SIDES = {"top": (305, 180, 400, 48), "left": (-50, 282, 48, 200),
         "right": (980, 282, 48, 200)}
SEAT_SIDES = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}
AREA_SHADE = (0, 0, 0, 38)
#: The lesson that names the pips tag by the player's tiles (what the hand's end would
#: cost them now): from it on the tray shows the tag, as at the table.
TAG_LESSON = next(i for i, les in enumerate(LESSONS) if les.id == "hand-end")
#: The lesson that names the sniff: before it the first double is drawn as a plain tile
#: (its outline and diamond would be a mark not yet explained).
SNIFF_LESSON = next(i for i, les in enumerate(LESSONS) if les.id == "sniff")


def area_edge() -> tuple:
    """The play area's outline: a lighter shade of the table cloth (game.ui.cloth)."""
    return tuple(min(255, round(c + (255 - c) * 0.25)) for c in THEME.felt)


def bone_fill() -> tuple:
    """The boneyard's tray: the cloth's deep shade."""
    return tuple(c * 9 // 10 for c in THEME.felt_dark)


class TutorialTable(FigureBox):
    """The layout, the player's hand, the boneyard and what flies between them."""

    def __init__(self, scene):
        self.sc = scene
        vp = scene.app.vp
        self.art = TileArt()
        #: The step's figure box (design px: see :meth:`place`).
        self.layout = LAYOUT
        self.board = BoardView(vp, scene.text, self.art, BOARD, inline=False)
        self.hand = HandView(vp, self.art, HAND, horizontal=True, big=True)
        self.boneyard = Boneyard(vp, scene.text, self.art, (60, 556, 110, 100))
        self.overlays = Overlays(vp, scene.text, self.art)
        self._felt: dict = {}
        self.drawn_focus = None
        self.callout = CalloutPlace(self)
        self.pip_tag = PipTag(vp, scene.text)
        #: The pips tag's rect as last drawn (tests; None: not drawn).
        self.tag_rect: pygame.Rect | None = None
        #: The "+N" callouts' rects as drawn this frame (tests).
        self.callout_rects: list = []
        #: The hand's banner's rect as last drawn (tests; None: none yet).
        self.banner_rect: pygame.Rect | None = None

    def hands(self, players: int) -> list[HandView]:
        """A hand view per seat (the others only as where their tiles fly from)."""
        vp = self.sc.app.vp
        sides = SEAT_SIDES.get(players, ())
        return [self.hand] + [HandView(vp, self.art, SIDES[side], horizontal=side == "top")
                              for side in sides]

    # -- geometry ------------------------------------------------------------------------
    @property
    def camera(self):
        return self.board.camera

    @property
    def geom(self):
        return self.board.geom

    def update(self, dt: float) -> None:
        self.board.update(dt, self.sc.scale, self.sc.still)

    def resize(self) -> None:
        self.board.resize()
        self._felt.clear()

    def sync(self, snap: bool = False) -> None:
        """Lay out what the view model shows on the board (and aim the camera)."""
        v = self.sc.view
        lay = v.layout
        pts = [s[0] for s in lay.slots] if lay is not None else []
        if self.board.sync(v.board, pts, snap=snap) or snap:
            # a figure, not a game: no more plays come, so the camera fits the tiles
            # as large as they go (no headroom for plays to come, no zoom kept from
            # the step before)
            self.board.fit(pts, snap=snap)

    def point_pos(self, pc: int, dist: float = 0.62):
        """Screen position of attach point ``pc`` (the table's centre for an opening)."""
        return self.board.point_pos(pc, dist)

    def tail_target(self) -> tuple[float, float]:
        """Where the coach's bubble points: the middle of the tiles on the board, else
        the opening spot (the table's centre); the end the step names first (its
        pulsing ring: :meth:`draw_target`)."""
        v = self.sc.view
        named = self.target()
        if named is not None:
            return (named[1].centerx, named[1].top)
        placed = [t for t, _pc in v.layout.placed] if v.layout is not None else []
        rects = [self.board.tile_rect(t) for t in placed]
        rects = [r for r in rects if r is not None]
        if rects:
            box = rects[0].unionall(rects[1:])
            # over the tiles' middle, above their marks too (the tail ends above them)
            marks = [b for _k, _p, _l, b in self.board.badge_boxes(v.layout)
                     if b is not None and b.left < box.centerx < b.right]
            return (box.centerx, min([box.top] + [b.top for b in marks]))
        pos = self.point_pos(OPEN_CODE)
        if pos is not None:
            return (pos[0], pos[1] - self.board.badge_radius)
        return self.area().center

    def spots(self, points) -> list[int]:
        """``points`` (attach-point codes) in the order Up / Down move through them, as
        at the table: top down, left to right (:func:`spatial_order`)."""
        return spatial_order(points, self.point_pos, self.board.camera.unit * 0.4)

    def hand_rects(self):
        """``[(tile, screen rect)]`` of the player's tiles."""
        sc = self.sc
        return self.hand.rects(sc.shown_hand, sc.sel, sc.hover)

    def bone_rect(self):
        return self.sc.app.vp.rect(BONE)

    def in_layout(self, pos) -> bool:
        return self.area().collidepoint(pos)

    def in_board_order(self, counted) -> list:
        """The counted ends ``counted`` (marks of the layout shown) in the order a player
        reads them on the board: left to right, top to bottom where two share a column,
        so a sum "6 + 4 + 4 + 1" reads as the discs sit. (The board is synced first.)"""
        self.sync()
        lay = self.sc.view.layout
        where = {pc: pos for pos, _v, kind, pc in self.board.marks(lay) if kind == "solid"}

        def key(m):
            pos = where.get(m.pc)
            if pos is None:
                return (float("inf"), 0.0)
            return (round(pos[0] / max(1.0, self.board.badge_radius)), pos[1])
        return sorted(counted, key=key)

    # -- hit-tests --------------------------------------------------------------------------
    def tile_at(self, pos):
        sc = self.sc
        return self.hand.tile_at(pos, sc.shown_hand, sc.sel, sc.hover)

    def spot_at(self, pos, points):
        """The attach point of ``points`` under ``pos``, or None."""
        if pos is None:
            return None
        return self.board.spot_at(pos, points)

    def side_at(self, pos):
        """A side of a placed tile under ``pos`` (open or not), for explaining why not."""
        lay = self.sc.shown_layout
        if lay is None or not lay.placed:
            return None
        x, y = self.camera.to_world(*pos)
        for t, pl in self.geom.tiles.items():
            x0, y0, x1, y1 = pl.rect
            if x0 - 0.3 <= x <= x1 + 0.3 and y0 - 0.3 <= y <= y1 + 0.3:
                best, bd = None, None
                for pc, e in self.geom.exits.items():
                    if pc >> 3 != t:
                        continue
                    d = math.hypot(e.x - x, e.y - y)
                    if bd is None or d < bd:
                        best, bd = pc, d
                return best
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def felt(self, size):
        """The backdrop with the layout area's shade, at the window's ``size`` (cached):
        what the board's tile layer is cut from."""
        key = (size, THEME.name, THEME.cloth, self.layout)
        bg = self._felt.get(key)
        if bg is None:
            bg = pygame.Surface(size)
            self.sc.backdrop.draw(bg)
            vp = self.sc.app.vp
            area = self.area()
            shade = pygame.Surface(area.size, pygame.SRCALPHA)
            shade.fill(AREA_SHADE)
            bg.blit(shade, area)
            pygame.draw.rect(bg, area_edge(), area, vp.length(2), border_radius=vp.length(12))
            self._felt = {key: bg}
        return bg

    def draw_board(self, surf) -> None:
        """The landed tiles, the rule book's marks (counted ends lit as they are added
        up), the spots to choose from, and the "+N" callout."""
        sc = self.sc
        v = sc.view
        vp = sc.app.vp
        area = self.area()
        clip = surf.get_clip()
        surf.set_clip(area)
        self.sync()
        self.board.draw_tiles(surf, self.felt, v.layout,
                              sniff_mark=STEPS[sc.index][0] >= SNIFF_LESSON)
        lit = ()
        if sc.count is not None:
            lit = {m.pc for m in sc.count["ends"][:sc.count["lit"]]}
        # the tile held told first: the discs are drawn off its ghosts
        spots = self._held_spots() if sc.can_play else self.board.hold(None)
        self.board.draw_badges(surf, v.layout, lit=lit)
        if sc.step.kind != "info":  # the coach's tail on over the felt, to the tiles
            self._draw_tail(surf)
        self._labels: list[pygame.Rect] = []  # the spots' "+N" boxes drawn this frame
        self.drawn_focus = None  # the spot drawn focused this frame (tests)
        if spots is not None:
            self._draw_spots(surf, spots)
        self.draw_target(surf)
        if v.layout is not None:  # the rings stop at the tiles' edges, off their pips
            self.board.restore_faces(surf, [t for t, _pc in v.layout.placed])
        extra = list(self._labels)  # the spots' "+N" chips and the step's target ring
        if self.target() is not None:
            k = vp.length(18) + vp.length(3) + 4
            extra.append(self.target()[1].inflate(2 * k, 2 * k))
        self.callout_rects = self.overlays.draw_callouts(  # in free felt, off the tiles
            surf, v.callouts,
            lambda c: self.callout.centre(c, v.layout, area, extra, sc.still), sc.still, lift=0)
        if v.banner and sc.busy:  # the payoff moment; then the hand's summary says it
            word = _("Domino!") if v.banner == "domino" else _("Blocked")
            rooms = [self.callout.room(c, v.layout, area, extra, sc.still)
                     for c in v.callouts]
            x, y, k = self.callout.banner(word, v.layout, area, extra + rooms)
            self.overlays.draw_banner(surf, word, (x, y), k=k)
            w, h = self.callout.banner_box(word, k)
            self.banner_rect = pygame.Rect(0, 0, round(w), round(h))
            self.banner_rect.center = (round(x), round(y))
        surf.set_clip(clip)

    def _draw_tail(self, surf) -> None:
        """The part of the coach bubble's tail over the play area (the bubble draws the
        rest under it): its tip just above what it speaks of."""
        coach = self.sc.panels.coach
        pts = coach.tail_points(coach.layout()["rect"])
        pygame.draw.polygon(surf, THEME.panel, pts)
        pygame.draw.lines(surf, THEME.panel_edge, False, pts[1:] + pts[:1],
                          self.sc.app.vp.length(3))

    def target(self):
        """``(attach point, screen box)`` of the end the step names (its wanted play's
        spot: "the 1 end of [1|4]"), the box round that end's mark; None when the step
        names none (a page of text, a draw, the play made)."""
        sc = self.sc
        want = sc.session.wanted
        if (sc.step.kind == "info" or want is None or sc.explained or sc.session.finished
                or sc.session.must_draw):  # ("draw from the boneyard", not "play there")
            return None
        pc = want.code & 255
        box = self.board.ring_base(pc, sc.view.layout) if pc != OPEN_CODE else None
        if box is None:
            pos = self.point_pos(pc)
            if pos is None:
                return None
            d = round(2 * self.board.badge_radius)
            box = pygame.Rect(round(pos[0]) - d // 2, round(pos[1]) - d // 2, d, d)
        return pc, box

    def draw_target(self, surf) -> None:
        """A pulsing ring round the end the step names, and an arrow over it (the
        bubble's spike alone pointed at a tile's middle, not the end)."""
        hit = self.target()
        if hit is None or hit[0] == OPEN_CODE and OPEN_CODE in held_ghosts(self.board):
            return  # (the empty table's spot held: the ghost marks it, as on the board)
        vp = self.sc.app.vp
        k = vp.length(12) + round(vp.length(6) * self.sc.pulse(5))
        ghost = held_ghosts(self.board).get(hit[0])
        # (a tile held: round the spot's ghost, its preview of the new end inside it)
        ring = (ghost.inflate(k, k) if ghost is not None else hit[1].inflate(2 * k, 2 * k))
        rad = min(ring.w, ring.h) // (4 if ghost is not None else 2)
        labels = getattr(self, "_labels", [])  # never over a spot's "+N" (u09: "◀15")
        labels = labels + self.board.preview_rects(self.sc.view.layout)  # a ghost's "6+6"
        # (drawn aside, the "+N" chips and previews it passes cut out of it: they stay whole)
        box = ring.inflate(12, 12)
        img = pygame.Surface(box.size, pygame.SRCALPHA)
        at = ring.move(-box.x, -box.y)
        pygame.draw.rect(img, THEME.ink_dark, at.inflate(4, 4), vp.length(3) + 4,
                         border_radius=rad + 2)
        pygame.draw.rect(img, THEME.focus, at, vp.length(3), border_radius=rad)
        for lab in labels:
            img.fill((0, 0, 0, 0), lab.move(-box.x, -box.y))
        surf.blit(img, box)
        # the arrow out ahead of the open end, pointing back at it (off the tiles)
        dx, dy = self.board._spot_dirs(hit[0]) if hit[0] != OPEN_CODE else (0, -1)
        area = self.area()
        tries = ((-dx, -dy), (-dy, dx), (dy, -dx), (dx, dy))
        clear = [lab.inflate(vp.length(4), vp.length(4)) for lab in labels]  # (a hair off)
        for ok in (lambda a: area.contains(a) and a.collidelist(clear) < 0,
                   lambda a: area.collidepoint(a.center)):
            for ax, ay in tries:
                reach = (ring.w if ax else ring.h) / 2
                if ok(arrow_box(ring.center, reach, vp.length(22), (ax, ay))):
                    break
            else:
                continue
            break
        draw_spot_arrow(surf, ring.center, reach, THEME.focus, vp.length(22), (ax, ay))

    def _held_spots(self) -> tuple:
        """``(tile, legal, focus, held)``: the tile whose spots show (chosen, dragged or
        pointed at), its legal spots, the focused one and the tile held (told the board,
        :meth:`BoardMarks.held_focus`)."""
        sc = self.sc
        tile = sc.sel if sc.sel is not None else (sc.drag["tile"] if sc.drag else sc.hover)
        legal = sc.legal_spots(tile) if tile is not None else []
        want = sc.session.wanted
        focus = None
        if sc.sel is not None and (want is None or sc.sel == want.tile):
            focus = sc.moves.focus_spot()  # the keyboard's focus: where Enter plays
        # (a tile the step refuses: its ghosts stay faint, none looks played there)
        elif sc.show_want and want is not None and tile == want.tile:
            focus = want.code & 255  # "show me": the step's spot, ringed, with an arrow
        held, focus = self.board.held_focus(sc.sel, sc.drag, focus, legal)
        return tile, legal, focus, held

    def _draw_spots(self, surf, spots=None) -> None:
        """The spots of :meth:`_held_spots` (``spots``: as told the board this frame)."""
        sc = self.sc
        tile, legal, focus, held = spots if spots is not None else self._held_spots()
        want = sc.session.wanted
        # what a play there would score: only where the step takes it (not a "+0"
        # over the ring for a tile the step refuses)
        ok = [pc for pc in legal if want is None or sc.session.accepts(tile << 8 | pc)]
        previews = sc.session.preview(tile, ok) if ok else {}
        self._labels = [self.board.spot_label_box(pc, f"+{pts}")
                        for pc, pts in previews.items() if pts and pc in legal]
        self.drawn_focus = focus if focus in legal else None
        bad, left = sc.bad_spot
        points = sc.session.points()
        # a tile only pointed at (or the step's, "show me") shows its ghosts too
        self.board.draw_spots(surf, points, legal, previews, focus, bad if left > 0 else None,
                              held if held is not None else tile)
        if points == [OPEN_CODE]:  # the empty table: say where the first tile goes
            vp = sc.app.vp
            pos = self.point_pos(OPEN_CODE)
            if pos is not None:  # under the ring, and under the held tile's ghost
                y = pos[1] + self.board.badge_radius + vp.length(14)
                ghost = held_ghosts(self.board).get(OPEN_CODE)  # (a double's is tall)
                if ghost is not None:
                    y = max(y, ghost.bottom + vp.length(4))
                sc.text.draw(surf, _("open here"), 22, THEME.ring, (pos[0], y), "midtop",
                             True, max_w=vp.length(220))

    def draw_hand(self, surf) -> None:
        sc = self.sc
        playable = ({t for t in sc.shown_hand if sc.legal_spots(t)} if sc.can_play
                    else None)
        hidden = set()
        if sc.drag and sc.drag["moved"]:
            hidden.add(sc.drag["tile"])
        self.hand.draw(surf, sc.shown_hand, True, 1.0, sc.sel, sc.hover, playable, hidden,
                       sc.shake, sc.still)
        self.draw_pip_tag(surf)

    def draw_pip_tag(self, surf) -> None:
        """The pips tag at the tray's right end (from the lesson that names it on, while
        the hand holds tiles), ringed in gold while the step's text points at it."""
        sc = self.sc
        self.tag_rect = None
        if STEPS[sc.index][0] < TAG_LESSON or not sc.shown_hand or sc.session.game is None:
            return
        box = self.pip_tag.draw(surf, pygame.Rect(HAND), sc.shown_hand, sc.session.game.rules)
        self.tag_rect = box
        if sc.step.tag and not sc.session.finished:
            vp = sc.app.vp
            k = vp.length(4) + round(vp.length(3) * sc.pulse(5))
            pygame.draw.rect(surf, THEME.focus, box.inflate(2 * k, 2 * k), vp.length(3),
                             border_radius=box.h // 2 + k)

    def draw_boneyard(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        r = vp.rect(BONE)
        pygame.draw.rect(surf, bone_fill(), r, border_radius=vp.length(10))
        edge = THEME.focus if sc.focus_bone else area_edge()
        pygame.draw.rect(surf, edge, r, vp.length(3 if sc.focus_bone else 2),
                         border_radius=vp.length(10))
        n = sc.view.boneyard_count
        label = _("Boneyard {n}").format(n=n) if n else _("Boneyard empty")
        self.boneyard.draw(surf, n, label)

    def draw_flying(self, surf) -> None:
        sc = self.sc
        v = sc.view
        if v.flights:
            self.overlays.draw_flights(surf, v.flights, self.hands(v.players), self.board,
                                       self.boneyard.centre, sc.still)

    def draw_drag(self, surf) -> None:
        d = self.sc.drag
        if d is None or not d["moved"]:
            return
        unit = self.sc.app.vp.length(self.hand.unit)
        self.overlays.draw_drag(surf, d["tile"], d["pos"], unit)

    def shown_state(self) -> dict:
        """What the table shows now, in the shape of ``python -m engine replay`` (tests)."""
        lay = self.sc.shown_layout
        marks = layout_marks(lay) if lay is not None and lay.placed else []
        attach = sorted((NAME[m.pc >> 3], SIDE_NAMES[m.pc & 7], m.pips) for m in marks
                        if m.pc is not None)
        counted = sorted((NAME[m.tile], m.value) for m in marks if m.kind == "solid")
        c = self.sc.count
        return {
            "sniff": NAME[lay.sniff] if lay is not None and lay.sniff >= 0 else None,
            "attach_points": [list(a) for a in attach],
            "counted_ends": [list(x) for x in counted],
            "total": lay.total if lay is not None and lay.placed else 0,
            "points": c["result"].points if c is not None else 0,
            "lit": [[NAME[m.tile], m.value] for m in c["ends"][:c["lit"]]]
            if c is not None else [],
        }
