"""The tutorial screen: one step of :mod:`game.tutorial` at a time.

The table is drawn with the table's renderer (:mod:`game.render`: tile art,
layout geometry, camera) and the rule book's conventions: numbers on solid
discs for counted ends, hollow rings on attach points that count nothing, the
sniff outlined (with a corner mark). The player makes each play (mouse: click a tile then a
spot, or drag it; keyboard/pad: Left/Right pick a tile, Up/Down a spot, Enter
plays); a refused spot gets the engine's reason in plain words; then the
counted ends light up one by one and add up to the total and the points.

Keys: Tab / right shoulder = Next, Shift+Tab / left shoulder = Back, Space / X =
skip the lesson, H / Y = show the play, U = try the step again, Esc / B = main
menu. Progress is saved after every step and resumed on reopening.

``--tutorial --autoplay`` drives the scene with real pygame events (mouse clicks
and keys, scripted) and saves one screenshot per step, then quits.
"""

from __future__ import annotations

import math

import pygame

from engine.events import GameEnd, HandEnd
from engine.moves import OPEN_CODE, SIDE_NAMES
from engine.rules import round5
from engine.tiles import HI, LO, NAME

from ..actions import DEFAULT_KEYS, Action
from ..i18n import N_, _, ngettext, pgettext
from ..render import Camera, LayoutGeometry, TileArt
from ..render.text import TextCache
from ..texts import seat_name, team_name
from ..tutorial import (
    HUMAN,
    LESSONS,
    STEPS,
    Progress,
    StepSession,
    layout_marks,
    load_examples,
    tile_label,
)
from ..tween import Timeline, Tween
from ..ui import (
    DESIGN,
    THEME,
    Button,
    Viewport,
    draw_cross,
    draw_panel,
    draw_sniff_mark,
    draw_spot_arrow,
    follow_drag,
    shade_backdrop,
)
from ..widgets import wrap_text
from .base import Scene

__all__ = ["TutorialScene", "Autoplay"]

# Design rectangles (1280x720).
MENU_BTN = (40, 36, 150, 44)
PROGRESS = (210, 36, 1030, 44)
TEXT = (40, 90, 1200, 132)
LAYOUT = (40, 232, 930, 300)
SIDE = (984, 232, 256, 300)
STATUS = (210, 538, 640, 24)
HAND = (210, 566, 640, 100)
BONE = (40, 548, 150, 118)
BTN_BACK = (862, 566, 104, 48)
BTN_SKIP = (976, 566, 154, 48)
BTN_NEXT = (1140, 566, 100, 48)
LEGEND_Y = 692
#: The hand's summary replaces the player's tiles and the boneyard at the end of a hand.
HAND_END = (40, 538, 806, 134)
#: Text-only steps use the layout area and the side column together.
INFO = (40, 232, 1200, 300)

MAX_UNIT = 60
REF_UNIT = 27
HAND_UNIT = 40
DARK = (34, 24, 14)
TEXT_BAD = (170, 40, 30)
TEXT_GOOD = (20, 120, 60)

NOT_A_SPOT = N_("Put the tile on a ring or a number: those are the places a tile can go.")

SEAT_NAMES = {2: ("You", "North"), 3: ("You", "West", "East"),
              4: ("You", "West", "North", "East")}


class _Backdrop:
    """The menu map's felt and wooden frame, without the menu's inner outlines."""

    def __init__(self):
        self.design: pygame.Surface | None = None
        self.cache: dict = {}

    def design_surface(self) -> pygame.Surface:
        if self.design is None:
            surf = pygame.Surface(DESIGN)
            surf.fill(THEME.felt)
            try:
                import pytmx

                from ..maps import load_map
                m = load_map("menu.tmx")
                m.design_surface()  # loads the tile images
                tmx = m.tmx
                w, h = tmx.width, tmx.height
                for layer in tmx.visible_layers:
                    if not isinstance(layer, pytmx.TiledTileLayer):
                        continue
                    border_only = layer.name != "felt"
                    for x, y, image in layer.tiles():
                        if border_only and 2 <= x < w - 2 and 2 <= y < h - 2:
                            continue
                        surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
            except (ImportError, FileNotFoundError, KeyError, ValueError, pygame.error):
                pass
            self.design = surf
        return self.design

    def draw(self, surf) -> None:
        size = surf.get_size()
        bg = self.cache.get((size, THEME.backdrop_dim))
        if bg is None:
            vp = Viewport(size)
            bg = pygame.Surface(size)
            bg.fill(THEME.felt_dark)
            r = vp.rect((0, 0, *DESIGN))
            bg.blit(pygame.transform.smoothscale(self.design_surface(), r.size), r)
            shade_backdrop(bg)  # the high-contrast theme darkens the felt
            self.cache = {(size, THEME.backdrop_dim): bg}
        surf.blit(bg, (0, 0))


_BACKDROP = _Backdrop()


def _main_menu(app) -> None:
    try:
        from .menu import MenuScene
    except ImportError:  # pragma: no cover - the menus ship with the game
        app.quit()
        return
    app.reset(MenuScene(app))


class TutorialScene(Scene):
    """The tutorial. ``start`` (a step index) overrides the saved progress;
    ``autoplay`` (default: ``--autoplay``) plays every step by itself."""

    name = "tutorial"

    def __init__(self, app, start: int | None = None, autoplay: bool | None = None,
                 progress: Progress | None = None):
        super().__init__(app)
        if autoplay is None:
            autoplay = bool(getattr(app.options, "autoplay", False))
        self.autoplay = Autoplay(self) if autoplay else None
        #: Autoplay never touches the player's saved progress.
        self.save_progress = not autoplay and progress is None
        if progress is None:
            progress = Progress() if autoplay else Progress.load()
        if progress.finished:  # finished before: a fresh run from the start
            progress.finished = False
            progress.done = set()
            progress.step = None
        self.progress = progress
        self.examples = load_examples()
        self.art = TileArt()
        self.text = TextCache(app.fonts)
        self.timeline = Timeline()
        self.camera = Camera(app.vp.rect(LAYOUT), app.vp.length(MAX_UNIT) * 1.0)
        self.btn_menu = Button(N_("Menu (Esc)"), MENU_BTN, self.leave)
        self.btn_back = Button(N_("Back"), BTN_BACK, self.go_back)
        self.btn_skip = Button(N_("Skip lesson"), BTN_SKIP, self.skip_lesson)
        self.btn_next = Button(N_("Next"), BTN_NEXT, self.go_next)
        self.buttons = [self.btn_menu, self.btn_back, self.btn_skip, self.btn_next]
        self.time = 0.0
        self.index = start if start is not None else progress.start_index
        self.load(self.index)

    # -- steps ---------------------------------------------------------------------------
    @property
    def step(self):
        return STEPS[self.index][2]

    @property
    def lesson(self):
        return LESSONS[STEPS[self.index][0]]

    @property
    def still(self) -> bool:
        """Reduced motion: tiles appear in place, nothing pulses or swoops."""
        return bool(self.app.settings.reduced_motion)

    def seat_names(self, players: int) -> list[str]:
        return [seat_name(n) for n in SEAT_NAMES[players]]

    @property
    def scale(self) -> float:
        s = self.app.settings.time_scale
        return min(s, 0.3) if self.autoplay is not None else s

    def dur(self, seconds: float) -> float:
        return seconds * self.scale

    def load(self, index: int, fresh: bool = False) -> None:
        """Show step ``index``: from its start, or finished if it was done before."""
        self.timeline = Timeline()
        self.index = index
        step = self.step
        self.session = StepSession(step, self.examples)
        self.sel: int | None = None
        self.focus_bone = False
        self.spot_idx = 0
        self.hover: int | None = None
        self.drag: dict | None = None
        self.message = ("", THEME.ink_dark)
        self.show_want = False
        self.flying: dict | None = None
        self.drawing: int | None = None
        self.count: dict | None = None
        self.hand_end: HandEnd | None = None
        self.game_end: GameEnd | None = None
        #: Seats that passed during this step; a note on the table for a moment.
        self.markers: set[int] = set()
        self.pass_note: tuple = ("", 0.0)
        self.bad_spot: tuple = (-1, 0.0)
        self.shake: dict[int, float] = {}
        done_before = step.id in self.progress.done
        if done_before and not fresh and step.kind != "info":
            results = self.session.results + self.session.complete()
            if results:
                self._finish_shown(results[-1])
            for res in results:
                self.markers.update(res.passes)
        self._sync_shown()
        self.progress.step = step.id
        self._save()

    def _finish_shown(self, res) -> None:
        self.count = {"result": res, "lit": len(res.counted), "done": True}
        self.hand_end = res.hand_end
        self.game_end = res.game_end

    def _sync_shown(self) -> None:
        s = self.session
        lay = s.layout
        self.shown_layout = lay.copy() if lay is not None else None
        self.geom = LayoutGeometry(lay.placed if lay is not None else [], False, self._bounds())
        self.shown_hand = list(s.hand)
        self.shown_sizes = s.hand_sizes()
        self.shown_bone = s.boneyard
        self.shown_scores = s.scores
        self._fit_camera(snap=True)

    @property
    def done(self) -> bool:
        """The step's play is made and shown (or the step is text only)."""
        return self.session.finished and not self.timeline.busy

    @property
    def can_play(self) -> bool:
        return (self.session.wanted is not None and not self.timeline.busy
                and self.drawing is None)

    def _save(self) -> None:
        if not self.save_progress:
            return
        msg = self.progress.save()
        if msg:
            self.app.toast(msg)

    def _mark_done(self) -> None:
        self.progress.done.add(self.step.id)
        self._save()

    # -- navigation ------------------------------------------------------------------------
    def go_next(self) -> None:
        if not self.done:
            self.say(_("Make the play first, or skip the lesson ({key}).").format(
                key=self.key_name("skip")), THEME.ink_dark)
            return
        if self.step.kind == "info":
            self._mark_done()
        if self.index + 1 >= len(STEPS):
            self.finish()
            return
        self.app.audio.play("click")
        self.load(self.index + 1)

    def go_back(self) -> None:
        if self.index > 0:
            self.app.audio.play("click")
            self.load(self.index - 1)

    def skip_lesson(self) -> None:
        li = STEPS[self.index][0]
        nxt = next((i for i, (l2, _s, _st) in enumerate(STEPS) if l2 > li), None)
        if nxt is None:
            self.finish()
            return
        self.app.audio.play("click")
        self.load(nxt)

    def retry(self) -> None:
        if self.step.kind != "info" and not self.timeline.busy:
            self.load(self.index, fresh=True)

    def finish(self) -> None:
        self.progress.finished = True
        self.progress.step = None
        self._save()
        self.leave()

    def leave(self) -> None:
        self._save()
        if self.autoplay is not None:
            self.app.quit()
            return
        if len(self.app.stack) > 1 and self.app.top is self:
            self.app.pop()
        else:
            _main_menu(self.app)

    # -- scene protocol ----------------------------------------------------------------------
    def resize(self) -> None:
        self.camera.set_rect(self.app.vp.rect(LAYOUT), self.app.vp.length(MAX_UNIT) * 1.0)
        self._fit_camera(snap=True)
        self.text.clear()

    def focus_lost(self) -> None:
        """The window lost focus or was minimized: pause (not in the scripted autoplay)."""
        if self.app.top is self and self.autoplay is None:
            from .pause import PauseScene
            self.app.push(PauseScene(self.app))

    def update(self, dt: float) -> None:
        self.time += dt
        self.timeline.update(dt)
        self.camera.update(dt, self.scale)
        if self.still:
            self.camera.snap()
        if self.pass_note[1] > 0:
            self.pass_note = (self.pass_note[0], self.pass_note[1] - dt)
        for t in list(self.shake):
            self.shake[t] -= dt
            if self.shake[t] <= 0:
                del self.shake[t]
        if self.bad_spot[1] > 0:
            self.bad_spot = (self.bad_spot[0], self.bad_spot[1] - dt)
        if not self.timeline.busy and self.session.bot_to_move:
            self._animate_play(self.session.bot_play())
        if self.autoplay is not None:
            self.autoplay.tick()

    # -- geometry ------------------------------------------------------------------------------
    def _bounds(self):
        r = LAYOUT
        return (max(4.0, r[2] / (2 * REF_UNIT) - 1.3), max(2.5, r[3] / (2 * REF_UNIT) - 1.3))

    def _fit_camera(self, snap: bool = False) -> None:
        lay = self.shown_layout
        pts = [s[0] for s in lay.slots] if lay is not None else []
        self.camera.fit(self.geom.bbox(points=pts, margin=0.35))
        if snap:
            self.camera.snap()

    def point_pos(self, pc: int, dist: float = 0.62):
        """Screen position of attach point ``pc`` (the table's centre for an opening)."""
        pos = self.geom.point_world(pc, dist)
        return None if pos is None else self.camera.to_screen(*pos)

    def mark_pos(self, mark):
        if mark.pc is None:
            pl = self.geom.tiles.get(mark.tile)
            return None if pl is None else self.camera.to_screen(pl.cx, pl.cy)
        return self.point_pos(mark.pc)

    def spots(self) -> list[int]:
        """Attach points to choose from with the keyboard, left to right."""
        pts = self.session.points()
        return sorted(pts, key=lambda pc: (self.point_pos(pc) or (0, 0)))

    def legal_spots(self, tile: int | None) -> list[int]:
        if tile is None or not self.can_play:
            return []
        out = []
        for pc in self.session.points():
            try:
                self.session.check(tile, pc)
            except ValueError:
                continue
            out.append(pc)
        return out

    def hand_items(self) -> list:
        """What Left/Right cycle through: the tiles, then the boneyard (staged steps)."""
        items: list = list(self.shown_hand)
        if self.shown_bone is not None:
            items.append("bone")
        return items

    def hand_rects(self):
        """``[(tile, screen rect)]`` of the player's tiles."""
        vp = self.app.vp
        hand = self.shown_hand
        n = len(hand)
        u = HAND_UNIT
        step = u + 14
        x0 = HAND[0] + HAND[2] / 2 - step * (n - 1) / 2
        cy = HAND[1] + HAND[3] / 2
        out = []
        for i, t in enumerate(hand):
            lift = 12 if t == self.sel else (6 if t == self.hover else 0)
            out.append((t, vp.rect((x0 + i * step - u / 2, cy - u - lift, u, 2 * u))))
        return out

    def tile_at(self, pos):
        for t, r in reversed(self.hand_rects()):
            if r.collidepoint(pos):
                return t
        return None

    def spot_at(self, pos):
        if pos is None:
            return None
        radius = max(self.app.vp.length(22), self.camera.unit * 0.62)
        best, bd = None, None
        for pc in self.session.points():
            p = self.point_pos(pc)
            if p is None:
                continue
            d = math.hypot(p[0] - pos[0], p[1] - pos[1])
            if d <= radius and (bd is None or d < bd):
                best, bd = pc, d
        return best

    def side_at(self, pos):
        """A side of a placed tile under ``pos`` (open or not), for explaining why not."""
        lay = self.shown_layout
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

    def bone_rect(self):
        return self.app.vp.rect(BONE)

    # -- input ----------------------------------------------------------------------------------
    def handle(self, inp) -> None:
        a = inp.action
        if a == Action.POINT:
            self._point(inp.pos)
            return
        if a == Action.PAUSE:
            try:
                from .pause import PauseScene
            except ImportError:  # pragma: no cover
                return
            self.app.push(PauseScene(self.app))
            return
        if self.timeline.busy:
            if a in (Action.CONFIRM, Action.SKIP) or (
                    a == Action.PRESS and not self._button_at(inp.pos)):
                self.timeline.finish_all()
                self.camera.snap()
                return
            if a != Action.PRESS:
                return
            self.timeline.finish_all()
            self.camera.snap()
        if a == Action.PRESS:
            self._press(inp.pos)
        elif a == Action.RELEASE:
            self._release(inp.pos)
        elif a == Action.BACK:
            if self.drag is not None or self.sel is not None or self.focus_bone:
                self.drag = None
                self.sel = None
                self.focus_bone = False
            elif inp.source != "mouse":
                self.leave()
        elif a == Action.NEXT:
            self.go_next()
        elif a == Action.PREV:
            self.go_back()
        elif a == Action.SKIP:
            self.skip_lesson()
        elif a == Action.UNDO:
            self.retry()
        elif a == Action.HINT:
            self.hint()
        elif a in (Action.LEFT, Action.RIGHT):
            if self.can_play or self.session.must_draw:
                self._cycle_item(1 if a == Action.RIGHT else -1)
            elif a == Action.RIGHT:
                self.go_next()
            else:
                self.go_back()
        elif a in (Action.UP, Action.DOWN):
            self._cycle_spot(1 if a == Action.DOWN else -1)
        elif a == Action.CONFIRM:
            self._confirm()

    def _button_at(self, pos):
        if pos is None:
            return None
        for b in self.buttons:
            if b.enabled and b.hit(self.app.vp, pos):
                return b
        return None

    def _point(self, pos) -> None:
        if pos is None:
            return
        if self.drag is not None:
            follow_drag(self.drag, pos, self.app.vp)
        self.hover = self.tile_at(pos)
        for b in self.buttons:
            b.hover = b.enabled and b.hit(self.app.vp, pos)

    def _press(self, pos) -> None:
        if pos is None:
            return
        b = self._button_at(pos)
        if b is not None:
            self.app.audio.play("click")
            b.on_click()
            return
        if self.shown_bone is not None and self.bone_rect().collidepoint(pos):
            self.draw_tile()
            return
        tile = self.tile_at(pos)
        if tile is not None:
            self.drag = {"tile": tile, "start": pos, "pos": pos, "moved": False}
            return
        if not self.can_play:
            return
        sel = self.sel
        if sel is None and len(self.shown_hand) == 1:
            sel = self.shown_hand[0]
        spot = self.spot_at(pos)
        if spot is None:
            spot = self.side_at(pos)
        if spot is not None:
            if sel is None:
                self.say(_("Pick a tile from your hand first."), THEME.ink_dark)
                return
            self.try_play(sel, spot)
        elif sel is not None and self.app.vp.rect(LAYOUT).collidepoint(pos):
            self.say(_(NOT_A_SPOT), THEME.ink_dark)

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None or pos is None:
            return
        tile = drag["tile"]
        if drag["moved"]:
            spot = self.spot_at(pos)
            if spot is None:
                spot = self.side_at(pos)
            if spot is not None and self.can_play:
                self.try_play(tile, spot)
            elif self.can_play and self.app.vp.rect(LAYOUT).collidepoint(pos):
                self.say(_(NOT_A_SPOT), THEME.ink_dark)
            return
        if tile == self.sel:
            self.sel = None
            return
        self.select(tile)

    def select(self, tile) -> None:
        self.sel = tile
        self.focus_bone = False
        legal = self.legal_spots(tile)
        spots = self.spots()
        self.spot_idx = spots.index(legal[0]) if legal and legal[0] in spots else 0
        if tile is not None:
            self.app.audio.play("click")

    def _cycle_item(self, d: int) -> None:
        items = self.hand_items()
        if not items:
            return
        cur = "bone" if self.focus_bone else self.sel
        i = items.index(cur) + d if cur in items else (0 if d > 0 else len(items) - 1)
        item = items[i % len(items)]
        if item == "bone":
            self.sel = None
            self.focus_bone = True
        else:
            self.select(item)

    def _cycle_spot(self, d: int) -> None:
        if not self.can_play:
            return
        if self.sel is None:
            if self.shown_hand:
                self.select(self.shown_hand[0])
            return
        n = len(self.spots())
        if n:
            self.spot_idx = (self.spot_idx + d) % n

    def _confirm(self) -> None:
        if self.done:
            self.go_next()
            return
        if self.focus_bone:
            self.draw_tile()
            return
        if not self.can_play:
            if self.session.must_draw:
                self.say(_("None of your tiles fits: draw from the boneyard."), THEME.ink_dark)
            return
        if self.sel is None:
            if self.shown_hand:
                self.select(self.shown_hand[0])
            return
        spots = self.spots()
        if spots:
            self.try_play(self.sel, spots[self.spot_idx % len(spots)])

    def hint(self) -> None:
        mv = self.session.wanted
        if self.session.must_draw:
            self.focus_bone = True
            self.sel = None
            self.say(_("Draw from the boneyard: click it, or press {key}.").format(
                key=self.key_name("confirm")), THEME.ink_dark)
            return
        if mv is None or not self.can_play:
            return
        self.session.hint_used = True
        self.show_want = True
        self.select(mv.tile)
        spots = self.spots()
        if mv.code & 255 in spots:
            self.spot_idx = spots.index(mv.code & 255)
        self.say(self.session.play_message(), THEME.ink_dark)

    def say(self, text: str, color) -> None:
        self.message = (text, color)

    # -- plays and draws ------------------------------------------------------------------------
    def try_play(self, tile: int, pc: int) -> bool:
        if not self.can_play:
            return False
        att = self.session.try_play(tile, pc)
        if not att.ok:
            self.say(att.message, TEXT_BAD)
            self.shake[tile] = 0.45
            self.bad_spot = (pc, 0.8)
            self.show_want = True
            self.app.audio.play("pass")
            return False
        self.say("", THEME.ink_dark)
        self.sel = None
        self.show_want = False
        self._animate_play(att.result)
        return True

    def draw_tile(self) -> None:
        if self.timeline.busy or self.drawing is not None:
            return
        att = self.session.draw()
        if not att.ok:
            if att.message:
                self.say(att.message, TEXT_BAD)
                self.app.audio.play("pass")
            return
        tile = att.drawn
        self.drawing = tile
        self.shown_bone = self.session.boneyard
        fits = self.session.game is not None and tile == self.session.game.drawn
        self.say(att.message, TEXT_GOOD if fits else THEME.ink_dark)
        self.app.audio.play("draw")
        holder = {"t": 0.0}
        self.flying = {"tile": tile, "from": "bone", "t": 0.0}

        def move(v):
            holder["t"] = v
            if self.flying is not None:
                self.flying["t"] = v

        def land():
            self.flying = None
            self.drawing = None
            self.shown_hand = list(self.session.hand)
            self.shown_sizes = self.session.hand_sizes()
            if fits:
                self.select(tile)
        self.timeline.then(Tween(self.dur(0.35), move, land, easing="easeOutCubic"))

    def _animate_play(self, res) -> None:
        tl = self.timeline
        tile = res.move.tile
        mine = res.seat == HUMAN

        def begin():
            src = None
            if mine:
                for t, r in self.hand_rects():
                    if t == tile:
                        src = r.center
                if tile in self.shown_hand:
                    self.shown_hand.remove(tile)
            self.geom = LayoutGeometry(res.layout.placed, False, self._bounds())
            pts = [s[0] for s in res.layout.slots]
            self.camera.fit(self.geom.bbox(points=pts, margin=0.35))
            pl = self.geom.tiles[tile]
            self.flying = {"tile": tile, "src": src, "pl": pl, "t": 0.0}
            self.count = None

        def move(v):
            if self.flying is not None:
                self.flying["t"] = v

        def land():
            self.flying = None
            self.shown_layout = res.layout
            self.shown_sizes = self.session.hand_sizes()
            self.app.audio.play("place")
            self.count = {"result": res, "lit": 0, "done": False}
        tl.then(begin, Tween(self.dur(0.4), move, land, easing="easeInOutCubic"))
        for i in range(len(res.counted)):
            def light(i=i):
                if self.count is not None:
                    self.count["lit"] = i + 1
                    self.app.audio.play("click")
            tl.then(light, Tween(self.dur(0.45), easing="linear"))

        def result():
            if self.count is not None:
                self.count["done"] = True
            if res.points:
                self.app.audio.score(res.points)
            if res.scores is not None:
                self.shown_scores = res.scores
        tl.then(result, Tween(self.dur(0.5), easing="linear"))
        for seat in res.passes:
            def passed(seat=seat):
                self.markers.add(seat)
                name = self.seat_names(self.session.players)[seat]
                self.pass_note = (_("{name} cannot play and the boneyard is empty: {name} "
                                    "passes").format(name=name), max(1.5, self.dur(2.5)))
                self.app.audio.play("pass")
            tl.then(passed, Tween(self.dur(0.9), easing="linear"))
        if res.hand_end is not None:
            def ended():
                self.hand_end = res.hand_end
                self.shown_scores = res.hand_end.scores
                self.shown_hand = list(self.session.hand)
                self.app.audio.play("hand_end")
            tl.then(ended, Tween(self.dur(0.4), easing="linear"))
        if res.game_end is not None:
            def won():
                self.game_end = res.game_end
                self.shown_scores = res.game_end.scores
                self.app.audio.play("win" if res.game_end.winner == HUMAN else "lose")
            tl.then(won, Tween(self.dur(0.4), easing="linear"))

        def after():
            if self.session.finished:
                self._mark_done()
        tl.then(after)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        _BACKDROP.draw(surf)
        vp = self.app.vp
        self._draw_progress(surf)
        self._draw_text_panel(surf)
        area = vp.rect(INFO if self.step.kind == "info" else LAYOUT)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 38))
        surf.blit(shade, area)
        pygame.draw.rect(surf, (70, 130, 90), area, vp.length(2), border_radius=vp.length(12))
        if self.step.kind == "info":
            self._draw_info(surf)
        else:
            clip = surf.get_clip()
            surf.set_clip(area)
            self._draw_layout(surf)
            surf.set_clip(clip)
            self._draw_side(surf)
            if self.hand_end is not None:
                self._draw_hand_end(surf)
            else:
                self._draw_hand(surf)
                if self.shown_bone is not None:
                    self._draw_boneyard(surf)
                self._draw_status(surf)
            self._draw_pass_note(surf)
            if self.game_end is not None:
                self._draw_game_end(surf)
            self._draw_flying(surf)
            self._draw_drag(surf)
        self.btn_back.enabled = self.index > 0
        self.btn_next.enabled = self.done
        self.btn_next.label = N_("Finish") if self.index == len(STEPS) - 1 else N_("Next")
        self.btn_skip.enabled = STEPS[self.index][0] < len(LESSONS) - 1
        for b in self.buttons:
            b.draw(surf, vp, self.app.fonts)
        if self.done and self.btn_next.enabled:
            r = vp.rect(BTN_NEXT)
            glow = 3 if self.still else 2 + int(2 * (1 + math.sin(self.time * 5)))
            pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(glow * 2), vp.length(glow * 2)),
                             vp.length(3), border_radius=vp.length(12))
        self._draw_legend(surf)

    def _draw_progress(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(PROGRESS)
        pygame.draw.rect(surf, DARK, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(10))
        lessons = [les for les in LESSONS if les.numbered]
        li = STEPS[self.index][0]
        les = self.lesson
        if les.numbered:
            n = lessons.index(les) + 1
            si = STEPS[self.index][1] + 1
            label = _("Lesson {n} of {total}: {title}   (step {step} of {steps})").format(
                n=n, total=len(lessons), title=_(les.title), step=si, steps=len(les.steps))
        else:
            label = _(les.title)
        # one segment per lesson, one notch per step: filled = done, outlined = here
        x = PROGRESS[0] + PROGRESS[2] - 14
        seg_w = 56
        gap = 6
        x0 = x - len(lessons) * (seg_w + gap) + gap
        box = pygame.Rect(r.x + vp.length(14), r.y,
                          vp.length(x0 - 12 - PROGRESS[0] - 14), r.h)
        self.text.draw(surf, label, 19, THEME.ink, (box.x, r.centery), "midleft", True,
                       box=box)
        for k, lesson in enumerate(lessons):
            lidx = LESSONS.index(lesson)
            sx = x0 + k * (seg_w + gap)
            nsteps = len(lesson.steps)
            w = (seg_w - (nsteps - 1) * 2) / nsteps
            for j, st in enumerate(lesson.steps):
                cell = vp.rect((sx + j * (w + 2), PROGRESS[1] + 15, w, 14))
                here = lidx == li and j == STEPS[self.index][1]
                done = st.id in self.progress.done
                col = THEME.good if done else (70, 60, 45)
                pygame.draw.rect(surf, col, cell, border_radius=vp.length(3))
                if done:  # done is told by a tick too, not by the colour alone
                    pygame.draw.lines(surf, THEME.ink_dark, False,
                                      [(cell.x + cell.w * 0.25, cell.centery),
                                       (cell.x + cell.w * 0.45, cell.bottom - cell.h * 0.2),
                                       (cell.x + cell.w * 0.78, cell.y + cell.h * 0.2)],
                                      max(1, vp.length(2)))
                if here:
                    pygame.draw.rect(surf, THEME.focus, cell.inflate(vp.length(4), vp.length(4)),
                                     vp.length(2), border_radius=vp.length(4))

    def _wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        return [line for line in wrap_text(self.app.fonts.get(size, bold), text, width) if line]

    def _fit_lines(self, text: str, size: float, width: int, max_lines: int,
                   bold: bool = False) -> tuple[float, list[str]]:
        """``(size, lines)``: ``text`` wrapped to ``width`` px in at most ``max_lines``
        lines, the size made smaller where it must be (big text sizes, long languages)."""
        key = (text, size, width, max_lines, bold, self.app.fonts.generation)
        cache = self.__dict__.setdefault("_fit_cache", {})
        hit = cache.get(key)
        if hit is None:
            lines = self._wrap(text, size, width, bold)
            while len(lines) > max_lines and size > 9:
                size -= 1
                lines = self._wrap(text, size, width, bold)
            hit = cache[key] = (size, lines)
            if len(cache) > 64:
                cache.clear()
        return hit

    def _draw_text_panel(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(TEXT)
        draw_panel(surf, r, radius=vp.length(14), alpha=242, width=vp.length(3))
        step = self.step
        pad = vp.length(18)
        x = r.x + pad
        y = r.y + vp.length(10)
        title = _(step.title)
        if self.done and step.kind != "info":
            title = _("{title}  -  done").format(title=title)
        width = r.w - 2 * pad
        head = THEME.ink_dark if THEME.name == "contrast" else (90, 50, 20)
        self.text.draw(surf, title, 27, head, (x, y), "topleft", True, False,
                       box=pygame.Rect(x, y, width, vp.length(34)))
        y += vp.length(36)
        body = _(step.after) if (self.done and step.after) else _(step.text)
        size, lines = self._fit_lines(body, 22, width, 2)
        line_h = vp.length(27)
        for line in lines:
            self.text.draw(surf, line, size, THEME.ink_dark, (x, y), "topleft", False, False,
                           box=pygame.Rect(x, y, width, line_h))
            y += line_h
        text, color = self.message
        if text and not self.done:
            size, lines = self._fit_lines(text, 20, width, 1, True)
            if lines:
                box = pygame.Rect(x, r.bottom - vp.length(34), width, vp.length(28))
                self.text.draw(surf, lines[0], size, color, (x, r.bottom - vp.length(8)),
                               "bottomleft", True, False, box=box)

    def _draw_layout(self, surf) -> None:
        lay = self.shown_layout
        cam = self.camera
        u = cam.unit
        vp = self.app.vp
        placed = {t for t, _ in lay.placed} if lay is not None else set()
        sh = max(1, u // 12)
        flying = self.flying["tile"] if self.flying and "pl" in self.flying else None
        for t in self.geom.order:
            if t not in placed or t == flying:
                continue
            pl = self.geom.tiles[t]
            img = self.art.face(pl.first, pl.second, pl.vertical, u)
            x, y = cam.to_screen(pl.cx, pl.cy)
            rr = img.get_rect(center=(round(x), round(y)))
            pygame.draw.rect(surf, (8, 40, 26), rr.move(sh, sh), border_radius=max(2, u // 6))
            surf.blit(img, rr)
            if t == lay.sniff:
                ring = rr.inflate(sh * 2 + 2, sh * 2 + 2)
                pygame.draw.rect(surf, THEME.accent, ring, width=max(2, u // 9),
                                 border_radius=max(3, u // 5))
                draw_sniff_mark(surf, ring, u)
        r = max(vp.length(12), min(u * 0.42, vp.length(19)))
        fsize = max(15, min(r / vp.scale * 1.15, 22))
        # the rule book's marks: solid counted ends, hollow attach points
        marks = layout_marks(lay) if lay is not None and lay.placed else []
        lit = []
        if self.count is not None:
            lit = self.count["result"].counted[:self.count["lit"]]
        for m in marks:
            pos = self.mark_pos(m)
            if pos is None:
                continue
            if m.kind == "solid":
                if m in lit:
                    pulse = 1 if self.still else 1 + 0.5 * (1 + math.sin(self.time * 6))
                    pygame.draw.circle(surf, THEME.focus, pos, r + vp.length(4 + pulse))
                pygame.draw.circle(surf, (20, 20, 20), (pos[0] + 2, pos[1] + 2), r)
                pygame.draw.circle(surf, THEME.badge, pos, r)
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 7)))
                self.text.draw(surf, str(m.value), fsize, THEME.badge_ink, pos, "center", True,
                               False)
            else:
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 6)))
                self.text.draw(surf, str(m.value), fsize * 0.9, THEME.ring, pos, "center", True,
                               True)
        # choosing a spot
        if not self.can_play:
            return
        pts = self.session.points()
        tile = self.sel if self.sel is not None else (
            self.drag["tile"] if self.drag else self.hover)
        legal = set(self.legal_spots(tile)) if tile is not None else set()
        spots = self.spots()
        focus = spots[self.spot_idx % len(spots)] if (spots and self.sel is not None) else None
        want = self.session.wanted
        for pc in pts:
            pos = self.point_pos(pc)
            if pos is None:
                continue
            if pc == OPEN_CODE:
                pygame.draw.circle(surf, THEME.ring, pos, r + vp.length(10), vp.length(3))
                self.text.draw(surf, _("open here"), 17, THEME.ring,
                               (pos[0], pos[1] + r + vp.length(14)), "midtop", True,
                               max_w=vp.length(220))
            if pc in legal:
                pygame.draw.circle(surf, THEME.accent, pos, r + vp.length(5), vp.length(3))
            if self.show_want and want is not None and pc == want.code & 255:
                k = 0.5 if self.still else 0.5 * (1 + math.sin(self.time * 5))
                pygame.draw.circle(surf, THEME.good, pos, r + vp.length(8 + 4 * k),
                                   vp.length(4))
                draw_spot_arrow(surf, pos, r + vp.length(14), THEME.good, vp.length(22))
            if pc == focus:
                # the keyboard's spot: a double ring (a shape, not only a colour)
                pygame.draw.circle(surf, THEME.focus, pos, r + vp.length(12), vp.length(3))
                pygame.draw.circle(surf, THEME.ink_dark, pos, r + vp.length(16), vp.length(2))
            bad, left = self.bad_spot
            if pc == bad and left > 0:
                pygame.draw.circle(surf, THEME.bad, pos, r + vp.length(6), vp.length(4))
                draw_cross(surf, pos, r, THEME.bad, vp.length(4))

    def _draw_side(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(SIDE)
        pygame.draw.rect(surf, DARK, r, border_radius=vp.length(12))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(12))
        pad = vp.length(12)
        x = r.x + pad
        y = r.y + pad
        c = self.count
        w = r.w - 2 * pad

        def box(top, h):
            return pygame.Rect(x, top, w, h)
        if c is None:
            lay = self.shown_layout
            total = lay.total if lay is not None and lay.placed else 0
            self.text.draw(surf, _("Total on the table"), 17, THEME.ink_dim, (x, y), "topleft",
                           box=box(y, vp.length(24)))
            self.text.draw(surf, str(total), 40, THEME.ink, (r.centerx, y + vp.length(30)),
                           "midtop", True, box=box(y + vp.length(30), vp.length(60)))
        else:
            res = c["result"]
            vals = [str(m.value) for m in res.counted[:c["lit"]]]
            self.text.draw(surf, _("Counted ends"), 17, THEME.ink_dim, (x, y), "topleft",
                           box=box(y, vp.length(24)))
            y += vp.length(26)
            line = " + ".join(vals) if vals else " "
            self.text.draw(surf, line, 28, THEME.focus, (r.centerx, y), "midtop", True,
                           box=box(y, vp.length(36)))
            y += vp.length(36)
            if c["done"]:
                self.text.draw(surf, _("= {total}").format(total=res.total), 34, THEME.ink,
                               (r.centerx, y), "midtop", True, box=box(y, vp.length(44)))
                y += vp.length(44)
                if res.points:
                    text = ngettext("+{n} point", "+{n} points", res.points).format(
                        n=res.points)
                    self.text.draw(surf, text, 24, THEME.good, (r.centerx, y), "midtop", True,
                                   box=box(y, vp.length(34)))
                else:
                    why = _("0 scores nothing") if res.total == 0 else _("not a multiple of 5")
                    self.text.draw(surf, _("No points: {why}").format(why=why), 17,
                                   THEME.ink_dim, (r.centerx, y + vp.length(4)), "midtop",
                                   True, box=box(y + vp.length(4), vp.length(28)))
        if self.shown_scores is None:
            return
        g = self.session.game
        names = self.seat_names(g.players)
        y = r.y + vp.length(172)
        pygame.draw.line(surf, THEME.panel_edge, (r.x + pad, y), (r.right - pad, y),
                         vp.length(1))
        y += vp.length(8)
        self.text.draw(surf, _("Scores (first to {target})").format(target=g.target), 17,
                       THEME.ink_dim, (x, y), "topleft", box=box(y, vp.length(24)))
        y += vp.length(24)
        if g.teams:
            rows = [(team_name(names[0], names[2]), self.shown_scores[0], True),
                    (team_name(names[1], names[3]), self.shown_scores[1], False)]
        else:
            rows = [(names[s], self.shown_scores[s], s == HUMAN) for s in range(g.players)]
        for label, score, mine in rows:
            col = THEME.focus if mine else THEME.ink
            row = box(y - vp.length(2), vp.length(26))
            num = self.text.draw(surf, str(score), 22, col, (r.right - pad, y - vp.length(2)),
                                 "topright", True, box=row)
            self.text.draw(surf, label, 19, col, (x, y), "topleft", bold=mine,
                           box=pygame.Rect(x, row.y, num.x - x - vp.length(6), row.h))
            y += vp.length(26)
        # the other hands: how many tiles each holds, and who passed
        sizes = self.shown_sizes
        y += vp.length(4)
        others = range(1, g.players)
        if g.players == 2:
            n = sizes[1]
            if 1 in self.markers:
                text = ngettext("{name} holds {n} tile: passed",
                                "{name} holds {n} tiles: passed", n).format(name=names[1], n=n)
            else:
                text = ngettext("{name} holds {n} tile", "{name} holds {n} tiles", n).format(
                    name=names[1], n=n)
            lines = [(text, 1 in self.markers)]
        else:
            sep = pgettext("list separator", ", ")
            each = sep.join(_("{name} {n}").format(name=names[s], n=sizes[s]) for s in others)
            lines = [(_("Tiles: {list}").format(list=each), False)]
            lines += [(_("{name} passed").format(name=names[s]), True)
                      for s in others if s in self.markers]
        for label, hot in lines:
            self.text.draw(surf, label, 16, THEME.focus if hot else THEME.ink_dim, (x, y),
                           "topleft", bold=hot, box=box(y, vp.length(19)))
            y += vp.length(19)

    def _draw_hand(self, surf) -> None:
        vp = self.app.vp
        legal_any = {t for t in self.shown_hand if self.legal_spots(t)} if self.can_play else set()
        dragging = self.drag["tile"] if self.drag and self.drag["moved"] else None
        for t, rect in self.hand_rects():
            if t == dragging:
                continue
            if t in self.shake:
                rect = rect.move(round(math.sin(self.shake[t] * 60) * vp.length(5)), 0)
            img = self.art.face(LO[t], HI[t], True, rect.w)
            ir = img.get_rect(center=rect.center)
            pygame.draw.rect(surf, (8, 40, 26), ir.move(2, 3), border_radius=max(2, rect.w // 6))
            surf.blit(img, ir)
            if t == self.sel:
                pygame.draw.rect(surf, THEME.focus, ir.inflate(6, 6), 3,
                                 border_radius=max(3, rect.w // 5))
            elif t in legal_any:
                pygame.draw.rect(surf, THEME.accent, ir.inflate(4, 4), 2,
                                 border_radius=max(3, rect.w // 5))

    def _draw_boneyard(self, surf) -> None:
        vp = self.app.vp
        r = vp.rect(BONE)
        pygame.draw.rect(surf, (10, 60, 38), r, border_radius=vp.length(10))
        edge = THEME.focus if self.focus_bone else (70, 130, 90)
        pygame.draw.rect(surf, edge, r, vp.length(3 if self.focus_bone else 2),
                         border_radius=vp.length(10))
        n = self.shown_bone or 0
        u = vp.length(18)
        img = self.art.back(True, u)
        show = min(n, 7)
        for i in range(show):
            px = r.centerx - (show - 1) * u * 0.35 + i * u * 0.7
            surf.blit(img, img.get_rect(center=(round(px), r.y + vp.length(44) + (i % 2) * 3)))
        label = _("Boneyard {n}").format(n=n) if n else _("Boneyard empty")
        lb = pygame.Rect(r.x + vp.length(6), r.bottom - vp.length(34), r.w - vp.length(12),
                         vp.length(28))
        self.text.draw(surf, label, 17, THEME.ink, (r.centerx, r.bottom - vp.length(8)),
                       "midbottom", True, box=lb)

    def _draw_status(self, surf) -> None:
        vp = self.app.vp
        s = self.session
        if self.done or self.timeline.busy:
            return
        if s.must_draw:
            text = _("Click the boneyard (or {key} on it) to draw a tile").format(
                key=self.key_name("confirm"))
        elif self.sel is None:
            text = _("Click a tile, then a spot on the table (or drag it there)")
        else:
            text = _("{tile} chosen: click a spot, or {up}/{down} and {confirm}").format(
                tile=tile_label(self.sel), up=self.key_name("up"), down=self.key_name("down"),
                confirm=self.key_name("confirm"))
        self.text.draw(surf, text, 18, THEME.ink, vp.point((HAND[0] + HAND[2] / 2, STATUS[1])),
                       "midtop", True, box=vp.rect(STATUS))

    def _draw_hand_end(self, surf) -> None:
        """Every hand left, its pips rounded on its own, and what each score lost."""
        ev = self.hand_end
        g = self.session.game
        vp = self.app.vp
        names = self.seat_names(g.players)
        box = vp.rect(HAND_END)
        draw_panel(surf, box, radius=vp.length(14), alpha=245, width=vp.length(3))
        ink = THEME.ink_dark
        pad = 16
        x0, y0 = HAND_END[0] + pad, HAND_END[1] + 8
        if ev.how == "domino":
            if ev.seat == HUMAN:
                head = _("Hand over: you went out")
            else:
                head = _("Hand over: {name} went out").format(name=names[ev.seat])
        else:
            head = _("Hand over: blocked")
        half = (HAND_END[2] - 2 * pad) / 2
        self.text.draw(surf, head, 21, THEME.ink_dark, vp.point((x0, y0)), "topleft", True,
                       False, box=vp.rect((x0, y0, half, 28)))
        self.text.draw(surf, _("each hand: pips left, rounded to 5"), 16, THEME.ink_soft,
                       vp.point((HAND_END[0] + HAND_END[2] - pad, y0 + 4)), "topright", False,
                       False, box=vp.rect((x0 + half + 10, y0 + 4, half - 10, 24)))
        entries = [[0, 2], [1, 3]] if g.teams else [[s] for s in range(g.players)]
        col_w = (HAND_END[2] - 2 * pad) / len(entries)
        unit = 14 if g.teams else 17
        for e, seats in enumerate(entries):
            cx = x0 + e * col_w
            y = y0 + 30
            label = (team_name(names[seats[0]], names[seats[1]]) if len(seats) > 1
                     else names[seats[0]])
            change = ev.change[e]
            lost = _("loses {n}").format(n=-change) if change < 0 else (
                _("gains {n}").format(n=change) if change > 0 else _("loses nothing"))
            half = (col_w - 14) / 2
            self.text.draw(surf, label, 19, ink, vp.point((cx, y)), "topleft", True, False,
                           box=vp.rect((cx, y, half - 4, 26)))
            self.text.draw(surf, lost, 19, TEXT_BAD if change < 0 else TEXT_GOOD,
                           vp.point((cx + col_w - 14, y)), "topright", True, False,
                           box=vp.rect((cx + half, y, half, 26)))
            y += 26
            for s in seats:
                tx = cx
                if len(seats) > 1:
                    self.text.draw(surf, names[s], 17, ink, vp.point((cx, y + 8)), "topleft",
                                   False, False, box=vp.rect((cx, y + 6, 58, 24)))
                    tx += 62
                for t in ev.hands[s]:
                    img = self.art.face(LO[t], HI[t], True, vp.length(unit))
                    surf.blit(img, vp.point((tx, y)))
                    tx += unit + 4
                pips = ev.pips[s]
                self._draw_rounding(surf, pips, round5(pips), (cx + col_w - 14, y + 7))
                y += 2 * unit + 6

    def _draw_rounding(self, surf, pips: int, rounded: int, right) -> None:
        """``13 pips  -> 15`` with a drawn arrow, right-aligned at design point ``right``."""
        vp = self.app.vp
        ink = THEME.ink_dark
        b = self.text.get(str(rounded), 19, ink, True)
        a = self.text.get(ngettext("{n} pip", "{n} pips", pips).format(n=pips), 17, ink, False,
                          max_w=vp.length(80))
        x, y = vp.point(right)
        rb = b.get_rect(topright=(x, y))
        surf.blit(b, rb)
        aw = vp.length(22)
        ax1 = rb.x - vp.length(6)
        ax0 = ax1 - aw
        ay = rb.centery
        pygame.draw.line(surf, ink, (ax0, ay), (ax1 - vp.length(5), ay), max(1, vp.length(2)))
        pygame.draw.polygon(surf, ink, [(ax1, ay), (ax1 - vp.length(7), ay - vp.length(5)),
                                        (ax1 - vp.length(7), ay + vp.length(5))])
        surf.blit(a, a.get_rect(midright=(ax0 - vp.length(6), ay)))

    def _draw_pass_note(self, surf) -> None:
        text, left = self.pass_note
        if not text or left <= 0:
            return
        vp = self.app.vp
        img = self.text.get(text, 20, THEME.ink_dark, True, max_w=vp.length(HAND[2]),
                            max_h=vp.length(34))
        r = img.get_rect(midtop=vp.point((HAND[0] + HAND[2] / 2, STATUS[1])))
        pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(24), vp.length(12)),
                         border_radius=vp.length(10))
        surf.blit(img, r)

    def _draw_game_end(self, surf) -> None:
        ev = self.game_end
        vp = self.app.vp
        box = vp.rect((LAYOUT[0] + 250, LAYOUT[1] + 20, LAYOUT[2] - 500, 70))
        draw_panel(surf, box, fill=(255, 236, 170), radius=vp.length(14), alpha=250,
                   width=vp.length(3))
        pts = ev.scores[ev.winner]
        if ev.winner == HUMAN:
            text = ngettext("You win!  {n} point", "You win!  {n} points", pts).format(n=pts)
        else:
            text = ngettext("{name} wins  {n} point", "{name} wins  {n} points", pts).format(
                name=self.seat_names(2)[ev.winner], n=pts)
        self.text.draw(surf, text, 30, THEME.ink_dark, box.center, "center", True, False,
                       box=box.inflate(-vp.length(20), -vp.length(6)))

    def _draw_flying(self, surf) -> None:
        f = self.flying
        if f is None:
            return
        vp = self.app.vp
        t = f["t"]
        tile = f["tile"]
        if "pl" in f:
            pl = f["pl"]
            dst = self.camera.to_screen(pl.cx, pl.cy)
            src = f["src"] or (dst[0], vp.rect(LAYOUT).y)
            u0, u1 = vp.length(HAND_UNIT), self.camera.unit
            first, second, vertical = pl.first, pl.second, pl.vertical
        else:  # a draw: from the boneyard to the hand
            src = self.bone_rect().center
            rects = self.hand_rects()
            dst = rects[-1][1].center if rects else vp.point((HAND[0] + HAND[2] / 2, HAND[1]))
            dst = (dst[0] + vp.length(HAND_UNIT + 14), dst[1])
            u0 = u1 = vp.length(HAND_UNIT)
            first, second, vertical = LO[tile], HI[tile], True
        if self.still:
            # reduced motion: the tile fades in where it lands, it does not fly
            img = self.art.face(first, second, vertical, max(4, round(u1))).copy()
            img.set_alpha(round(255 * t))
            surf.blit(img, img.get_rect(center=(round(dst[0]), round(dst[1]))))
            return
        x = src[0] + (dst[0] - src[0]) * t
        y = src[1] + (dst[1] - src[1]) * t - math.sin(t * math.pi) * vp.length(30)
        u = max(4, round(u0 + (u1 - u0) * t))
        img = self.art.face(first, second, vertical, u)
        surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_drag(self, surf) -> None:
        d = self.drag
        if d is None or not d["moved"]:
            return
        t = d["tile"]
        img = self.art.face(LO[t], HI[t], True, self.app.vp.length(HAND_UNIT))
        surf.blit(img, img.get_rect(center=d["pos"]))

    def _draw_info(self, surf) -> None:
        vp = self.app.vp
        area = INFO
        if self.step.id == "done":
            y = area[1] + 34
            lessons = [les for les in LESSONS if les.numbered]
            for k, les in enumerate(lessons):
                n_done = sum(1 for s in les.steps if s.id in self.progress.done)
                full = n_done == len(les.steps)
                mark = _("done") if full else _("{n} of {total}").format(
                    n=n_done, total=len(les.steps))
                self.text.draw(surf, _("{k}. {title}").format(k=k + 1, title=_(les.title)), 22,
                               THEME.ink, vp.point((area[0] + 300, y)), "topleft", True,
                               box=vp.rect((area[0] + 300, y, 360, 32)))
                self.text.draw(surf, mark, 20, THEME.good if full else THEME.ink_dim,
                               vp.point((area[0] + 820, y)), "topright", True,
                               box=vp.rect((area[0] + 670, y, 150, 32)))
                y += 34
            return
        # the welcome: how to read the table (the rule book's conventions)
        cx = area[0] + 260
        y0 = area[1] + 40
        r = vp.length(19)
        rows = [
            ("solid", "5", _("A counted end: its number is added to the total.")),
            ("ring", "4", _("An attach point: a tile may go there, but it counts nothing.")),
            ("sniff", "", _("The sniff, the first double of a hand: outlined, with a corner "
                            "mark.")),
        ]
        for i, (kind, label, text) in enumerate(rows):
            y = y0 + i * 82
            pos = vp.point((cx, y + 22))
            if kind == "solid":
                pygame.draw.circle(surf, THEME.badge, pos, r)
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 7)))
                self.text.draw(surf, label, 22, THEME.badge_ink, pos, "center", True, False)
            elif kind == "ring":
                pygame.draw.circle(surf, THEME.ring, pos, r, max(2, round(r / 6)))
                self.text.draw(surf, label, 20, THEME.ring, pos, "center", True)
            else:
                u = vp.length(22)
                img = self.art.face(3, 3, True, u)
                rr = img.get_rect(center=pos)
                surf.blit(img, rr)
                ring = rr.inflate(6, 6)
                pygame.draw.rect(surf, THEME.accent, ring, max(2, u // 9),
                                 border_radius=max(3, u // 5))
                draw_sniff_mark(surf, ring, u)
            self.text.draw(surf, text, 22, THEME.ink, vp.point((cx + 60, y + 22)), "midleft",
                           True, box=vp.rect((cx + 60, y, area[0] + area[2] - cx - 80, 44)))

    def legend(self) -> str:
        """The controls line: the keyboard's, or the gamepad's when one is plugged in."""
        pad = getattr(self.app.input, "pad_count", 0) > 0
        playing = not (self.step.kind == "info" or self.done)
        if pad:
            if playing:
                return _("D-pad: Left/Right tile, Up/Down spot    A play    Y show me    "
                         "RB next    LB back    X skip lesson    B menu")
            text = _("A / RB next    LB back    X skip lesson    B menu")
            if self.step.kind != "info":
                text = _("{controls}    Back: try again").format(controls=text)
            return text
        k = self.key_name
        if playing:
            return _("{left}/{right} tile    {up}/{down} spot    {confirm} play    {hint} show "
                     "me    Tab next    Shift+Tab back    {skip} skip lesson    {back} menu").format(
                left=k("left"), right=k("right"), up=k("up"), down=k("down"),
                confirm=k("confirm"), hint=k("hint"), skip=k("skip"), back=k("back"))
        text = _("Tab / {confirm} next    Shift+Tab back    {skip} skip lesson    {back} "
                 "menu").format(confirm=k("confirm"), skip=k("skip"), back=k("back"))
        if self.step.kind != "info":
            text = _("{controls}    {key} try again").format(controls=text, key=k("undo"))
        return text

    def key_name(self, action: str) -> str:
        """The first key bound to ``action`` (the player may rebind keys in Options)."""
        from .options import key_label
        names = self.app.settings.keys.get(action) or DEFAULT_KEYS.get(action) or ["-"]
        n = names[0]
        if n == "keypad enter":
            n = "return"
        return key_label(n)

    def _draw_legend(self, surf) -> None:
        vp = self.app.vp
        self.text.draw(surf, self.legend(), 16, THEME.ink_dim, vp.point((640, LEGEND_Y)),
                       "midbottom", True, box=vp.rect((40, LEGEND_Y - 24, 1200, 24)))

    # -- for tests -------------------------------------------------------------------------------
    def shown_state(self) -> dict:
        """What the table shows now, in the shape of ``python -m engine replay``."""
        lay = self.shown_layout
        marks = layout_marks(lay) if lay is not None and lay.placed else []
        attach = sorted((NAME[m.pc >> 3], SIDE_NAMES[m.pc & 7], m.pips) for m in marks
                        if m.pc is not None)
        counted = sorted((NAME[m.tile], m.value) for m in marks if m.kind == "solid")
        c = self.count
        return {
            "sniff": NAME[lay.sniff] if lay is not None and lay.sniff >= 0 else None,
            "attach_points": [list(a) for a in attach],
            "counted_ends": [list(x) for x in counted],
            "total": lay.total if lay is not None and lay.placed else 0,
            "points": c["result"].points if c is not None else 0,
            "lit": [[NAME[m.tile], m.value] for m in c["result"].counted[:c["lit"]]]
            if c is not None else [],
        }


class Autoplay:
    """Plays the tutorial by itself through real input events (``--autoplay``).

    Each frame the scene is idle it posts the next mouse clicks or key presses:
    steps alternate between the mouse (click a tile, then its spot) and the
    keyboard (Left/Right, Up/Down, Enter); draws click the boneyard. When a step
    is done it saves a screenshot, then presses Tab for the next one.
    """

    def __init__(self, scene: TutorialScene):
        self.scene = scene
        self.wait = 0
        self.shot_for: int | None = None
        self.shots: list[str] = []
        self.steps_done = 0

    def post(self, ev_type, **attrs) -> None:
        pygame.event.post(pygame.event.Event(ev_type, **attrs))

    def click(self, pos) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, k, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)

    def tick(self) -> None:
        sc = self.scene
        if self.wait > 0:
            self.wait -= 1
            return
        if sc.timeline.busy or sc.camera.moving or sc.drawing is not None:
            return
        self.wait = 2
        if sc.done:
            if self.shot_for != sc.index:
                path = sc.app.screenshot(f"tutorial_{sc.step.id}")
                if path:
                    self.shots.append(path)
                self.shot_for = sc.index
                self.steps_done += 1
                return
            self.key(pygame.K_TAB)
            return
        s = sc.session
        use_keys = sc.index % 2 == 1
        if s.must_draw:
            if use_keys:
                if not sc.focus_bone:
                    self.key(pygame.K_LEFT)
                else:
                    self.key(pygame.K_RETURN)
            else:
                self.click(sc.bone_rect().center)
            return
        mv = s.wanted
        if mv is None:
            return
        pc = mv.code & 255
        if use_keys:
            if sc.sel != mv.tile:
                self.key(pygame.K_RIGHT)
                return
            spots = sc.spots()
            if spots[sc.spot_idx % len(spots)] != pc:
                self.key(pygame.K_DOWN)
                return
            self.key(pygame.K_RETURN)
            return
        if sc.sel != mv.tile:
            rect = dict(sc.hand_rects()).get(mv.tile)
            if rect is not None:
                self.click(rect.center)
            return
        pos = sc.point_pos(pc)
        if pos is not None:
            self.click(pos)
