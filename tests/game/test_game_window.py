"""Window events on every screen: losing focus or minimizing pauses play; a live
resize re-lays out every screen (headless, SDL dummy drivers).

"Nothing drawn outside the window" is checked two ways after each resize: every
button, list and anchor a screen places lies inside the window, and where the
window is wider or taller than the 16:9 design area, the letterbox margins hold
nothing but the plain background (one colour: no text, tile or panel spilled
into them).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import storage  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.scenes.game_over.scene import GameOverScene  # noqa: E402
from game.scenes.menus.menu import MenuScene  # noqa: E402
from game.scenes.menus.new_game import NewGameScene  # noqa: E402
from game.scenes.menus.pause import PauseScene  # noqa: E402
from game.scenes.menus.title import TitleScene  # noqa: E402
from game.scenes.options.scene import OptionsScene  # noqa: E402
from game.scenes.records.goals import GoalsScene  # noqa: E402
from game.scenes.records.stats import StatsScene  # noqa: E402
from game.scenes.review.replay import ReplayScene  # noqa: E402
from game.scenes.rules.scene import RulesScene  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.scenes.table.summary import SummaryScene  # noqa: E402
from game.scenes.tutorial.scene import TutorialScene  # noqa: E402
from game.stats import Stats  # noqa: E402
from game.ui import Button, MenuList  # noqa: E402
from game.widgets import RowList  # noqa: E402
from tests.game_harness import DT, make_app, run_until  # noqa: E402

SIZES = [(800, 600), (1600, 700), (1920, 1080)]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SNIFF_HOME", str(tmp_path))
    storage.take_problems()
    yield tmp_path
    storage.take_problems()


def frames(app, n=2):
    for _ in range(n):
        app.frame(DT)


def finish(app):
    while app.stack:
        app.stack.pop().exit()
    pygame.event.clear()


def post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def new_table(app, players=2, seed=11, demo=False):
    t = TableScene(app, GameConfig(players=players, seed=seed, demo=demo,
                                   levels=["medium", "easy", "medium", "easy"]))
    app.push(t)
    return t


def to_summary(app, table):
    while app.top is table:
        if table.human_turn:
            c = table.game.legal_codes()[0]
            table.try_play(c >> 8, c & 255)
        app.frame(DT)
    run_until(app, lambda: app.top.name in ("summary", "game_over"))


# -- focus ---------------------------------------------------------------------------------
@pytest.mark.parametrize("event", ["WINDOWFOCUSLOST", "WINDOWMINIMIZED"])
def test_losing_focus_pauses_the_table(home, event):
    app = make_app(speed="normal")
    table = new_table(app)
    run_until(app, lambda: table.game.phase == "play" and not table.busy)
    post(getattr(pygame, event))
    frames(app)
    assert isinstance(app.top, PauseScene)
    steps = list(table.steps)
    t = table.time
    frames(app, 120)  # two seconds: nothing moves behind the pause
    assert table.steps == steps and table.time == t
    post(getattr(pygame, event))  # again: still one pause, not two
    frames(app)
    assert sum(isinstance(s, PauseScene) for s in app.stack) == 1
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    frames(app)
    assert app.top is table
    run_until(app, lambda: table.steps != steps or table.human_turn, 2000)
    finish(app)


def test_losing_focus_pauses_the_tutorial(home):
    app = make_app(speed="normal")
    tut = TutorialScene(app, autoplay=False)
    app.push(tut)
    frames(app, 5)
    post(pygame.WINDOWFOCUSLOST)
    frames(app)
    assert isinstance(app.top, PauseScene) and app.stack[-2] is tut
    t = tut.time
    frames(app, 30)
    assert tut.time == t
    app.top.resume_game()
    frames(app)
    assert app.top is tut and tut.time > t
    finish(app)


def test_a_demo_keeps_playing_without_focus_and_overlays_are_left_alone(home):
    app = make_app(speed="instant")
    demo = new_table(app, demo=True)
    run_until(app, lambda: len(demo.steps) >= 2)
    post(pygame.WINDOWFOCUSLOST)
    frames(app)
    assert app.top is demo  # nobody to pause for: the bots play on
    finish(app)
    app = make_app(speed="instant")
    table = new_table(app)
    to_summary(app, table)
    over = app.top
    post(pygame.WINDOWFOCUSLOST)
    frames(app)
    assert app.top is over  # the summary already waits for the player
    finish(app)


# -- resize ------------------------------------------------------------------------------------
def _rects(scene, vp):
    """Screen rects of the buttons and lists a scene places (walks its attributes)."""
    out = []

    def add(v, depth=0):
        if isinstance(v, Button):
            if v.rect.w and v.rect.h:
                out.append((v.label, vp.rect(v.rect)))
        elif isinstance(v, MenuList):
            for b in v.buttons:
                add(b)
        elif isinstance(v, RowList):
            out.append(("rows", vp.rect(v.area)))
        elif isinstance(v, (list, tuple)) and depth == 0:
            for x in v:
                add(x, 1)
    for name, v in vars(scene).items():
        if name == "app":
            continue
        add(v)
    return out


def _table_rects(t, vp):
    out = [(f"anchor {n}", vp.rect(r)) for n, r in t.map.anchors.items()]
    for s in range(t.players):
        out += [(f"tile {tile}", r) for tile, r in t.hand_tile_rects(s)]
    return out


def _margins_plain(surf, vp) -> None:
    """Outside the design area only the plain background: one colour."""
    w, h = surf.get_size()
    x0, y0 = round(vp.ox), round(vp.oy)
    x1, y1 = round(vp.ox + 1280 * vp.scale), round(vp.oy + 720 * vp.scale)
    points = []
    if x0 > 2:
        points += [(x, y) for x in range(0, x0 - 1, 5) for y in range(0, h, 7)]
        points += [(x, y) for x in range(x1 + 1, w, 5) for y in range(0, h, 7)]
    if y0 > 2:
        points += [(x, y) for y in range(0, y0 - 1, 5) for x in range(0, w, 7)]
        points += [(x, y) for y in range(y1 + 1, h, 5) for x in range(0, w, 7)]
    colours = {tuple(surf.get_at(p))[:3] for p in points}
    assert len(colours) <= 1, f"something drawn in the margins: {sorted(colours)[:6]}"


def _screens(app):
    """(name, builder) for every screen; a builder leaves its screen on top."""
    def table(players):
        def build():
            t = new_table(app, players=players)
            run_until(app, lambda: t.human_turn)
            t.select(t.playable_tiles()[0])  # spots and previews on screen
        return build

    def summary():
        t = new_table(app, players=3)
        to_summary(app, t)
        run_until(app, lambda: app.top.shown >= len(app.top.lines))

    def replay():
        summary()
        app.top.replay()
        assert isinstance(app.top, ReplayScene)
        app.top.last()

    def game_over():
        t = new_table(app, players=2)
        t.game.target = 10
        for _ in range(20000):
            if isinstance(app.top, GameOverScene):
                break
            if app.top is t and t.human_turn:
                c = t.game.legal_codes()[0]
                t.try_play(c >> 8, c & 255)
            elif isinstance(app.top, SummaryScene) and app.top.shown >= len(app.top.lines):
                app.top.close()
            app.frame(DT)

    def pause():
        table(4)()
        app.push(PauseScene(app))

    return {
        "title": lambda: app.push(TitleScene(app)),
        "menu": lambda: app.push(MenuScene(app)),
        "new game": lambda: app.push(NewGameScene(app)),
        "options": lambda: app.push(OptionsScene(app)),
        "rules": lambda: app.push(RulesScene(app)),
        "stats": lambda: app.push(StatsScene(app)),
        "goals": lambda: app.push(GoalsScene(app)),
        "table 2p": table(2),
        "table 3p": table(3),
        "table 4p": table(4),
        "pause": pause,
        "summary": summary,
        "replay": replay,
        "game over": game_over,
        "tutorial": lambda: app.push(TutorialScene(app, autoplay=False)),
    }


SCREENS = ["title", "menu", "new game", "options", "rules", "stats", "goals", "table 2p", "table 3p",
           "table 4p", "pause", "summary", "replay", "game over", "tutorial"]


@pytest.mark.parametrize("screen", SCREENS)
def test_every_screen_is_laid_out_again_after_a_live_resize(home, screen):
    app = make_app(speed="instant")
    app.stats = Stats(home / "stats.json")
    _screens(app)[screen]()
    frames(app)
    top = app.top
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        frames(app, 2)
        assert app.top is top
        assert app.screen.get_size() == size and app.vp.size == size
        vp = app.vp
        assert vp.scale == pytest.approx(min(size[0] / 1280, size[1] / 720))
        window = pygame.Rect(0, 0, *size)
        rects = _rects(top, vp)
        if isinstance(top, TableScene):
            rects += _table_rects(top, vp)
            # the layout's camera follows its anchor at the new scale (in 3-4 players its
            # foot is cut by the floor that keeps the board above the move lines)
            area = top.board.area
            anchor = pygame.Rect(top.map.anchor("layout"))
            if "layout_tall" in top.map.anchors and top.board._use_tall:  # 100 % text: the
                # taller (3-4 players: always; 2 players: while a line grown up and down
                # shows larger there)
                anchor = pygame.Rect(top.map.anchor("layout_tall"))
            assert top.board.source == anchor
            assert top.camera.rect == vp.rect(area)
            assert (area.x, area.y, area.w) == (anchor.x, anchor.y, anchor.w)
            assert anchor.h // 2 <= area.h <= anchor.h
            for tile in top.geom.order:
                pl = top.geom.tiles[tile]
                x, y = top.camera.to_screen(pl.cx, pl.cy)
                assert window.collidepoint(x, y), (screen, size, tile)
        for name, r in rects:
            assert window.contains(r), (screen, size, name, r)
        # fonts follow the scale
        assert app.fonts.scale == pytest.approx(vp.scale)
        _margins_plain(app.screen, vp)
    finish(app)


# -- redrawing only when something changed (issue 11 "Idle CPU") ------------------------
def _still_menu(home):
    app = make_app()
    app.push(MenuScene(app))
    pygame.event.clear()
    for _ in range(3):
        app.frame(DT)
    return app


def test_a_still_screen_is_not_redrawn(home):
    app = _still_menu(home)
    drawn = app.draws
    for _ in range(30):
        app.frame(DT)
    assert app.draws == drawn and app.frames >= 33
    # input redraws once
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                         unicode="", scancode=0))
    app.frame(DT)
    app.frame(DT)
    assert app.draws == drawn + 1
    # so do invalidate(), a toast and a change of text size
    app.invalidate()
    app.frame(DT)
    app.toast("hello")
    app.frame(DT)
    app.set_text_scale(1.25)
    app.frame(DT)
    assert app.draws == drawn + 4
    app.frame(DT)
    assert app.draws == drawn + 4


def test_an_animating_scene_is_drawn_every_frame(home):
    from game.scene import Scene

    class Spinner(Scene):
        def animating(self):
            return True

    app = _still_menu(home)
    drawn = app.draws
    app.push(Spinner(app))
    for _ in range(10):
        app.frame(DT)
    assert app.draws == drawn + 10
    # an overlay over an animating scene: the scene below still animates, so it is drawn
    pause = PauseScene(app)
    app.push(pause)
    before = app.draws
    for _ in range(5):
        app.frame(DT)
    assert pause.animating() is False and app.draws == before + 5


def test_the_title_settles_after_its_opening_movement(home):
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    assert title.animating()
    title.update(10.0)
    assert not title.animating() and not app.toasts.animating()


def test_run_sleeps_while_nothing_moves(home):
    """The real loop waits on events: about no CPU and no drawing on a still menu. (The
    loop's own thread is measured: in a full run a background lane of an earlier test's
    app in this process may still be finishing its work; bench/idle_cpu.py measures the
    whole program's idle cost.)"""
    import time
    app = _still_menu(home)
    drawn = app.draws
    pygame.time.set_timer(pygame.QUIT, 1000, 1)
    c0, t0 = time.thread_time(), time.perf_counter()
    app.run()
    cpu, wall = time.thread_time() - c0, time.perf_counter() - t0
    assert wall >= 0.9
    assert app.draws - drawn <= 1
    assert cpu / wall < 0.25, f"{100 * cpu / wall:.0f} % of a core while still"


def test_the_frame_that_ends_a_movement_is_drawn(home):
    """A movement that ends inside an update (a tile lands) is drawn in its final state,
    not left frozen mid-flight until the next input (once the deal, a draw and a bot's
    move stopped mid-animation until the mouse moved)."""
    from game.scene import Scene

    class Flight(Scene):
        left = 3
        drawn_at: list = []

        def animating(self):
            return self.left > 0

        def update(self, dt):
            self.left = max(0, self.left - 1)

        def draw(self, surf):
            self.drawn_at.append(self.left)

    app = _still_menu(home)
    flight = Flight(app)
    app.push(flight)
    for _ in range(10):
        app.frame(DT)
    # the frames that moved, and the one showing where it ended (left == 0), once
    assert flight.drawn_at[-1] == 0
    assert flight.drawn_at.count(0) == 1
    drawn = app.draws
    for _ in range(10):
        app.frame(DT)
    assert app.draws == drawn
