"""Helpers for the game tests: an App under SDL's dummy drivers, driven frame by frame.

Import this module before pygame (it sets the dummy drivers).
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.__main__ import build_parser  # noqa: E402
from game.app import App  # noqa: E402
from game.config import GameConfig  # noqa: E402
from game.settings import Settings  # noqa: E402

DT = 1 / 60


def make_app(argv=(), speed: str = "instant", **settings) -> App:
    """A fresh App with default settings except ``speed`` (no files read or written)."""
    args = build_parser().parse_args(list(argv))
    # the table's tests drive a turn's draws by hand (a click a tile) unless they ask
    # for Auto-draw (a new player's default: tests/game/menus/test_auto_draw_default.py)
    settings.setdefault("auto_draw", False)
    app = App(args, Settings(speed=speed, **settings))
    app.stats = None
    return app


def table_app(players=2, ruleset="american", seed=7, speed="instant", demo=False,
              levels=("medium", "easy", "medium", "easy"), **settings):
    """An App with a TableScene on it; returns (app, table)."""
    from game.scenes.table.scene import TableScene
    app = make_app(speed=speed, **settings)
    cfg = GameConfig(ruleset=ruleset, players=players, levels=list(levels), seed=seed,
                     demo=demo)
    table = TableScene(app, cfg)
    app.push(table)
    return app, table


#: Wall-clock limit of one run of frames: bots answer in real time from their worker.
WALL_LIMIT = 300.0


def waiting_on_bot(app: App) -> bool:
    """A scene on the stack waits for its bot worker (a move, a hint or a review) or for
    a move's save to reach the disk: real time, not the game's own progress."""
    for scene in app.stack:
        for name in ("pending", "hint_pending"):
            p = getattr(scene, name, None)
            if p is not None and not p.ready():
                return True
        analysis = getattr(scene, "analysis", None)  # the coach's review jobs
        if analysis is not None and analysis.pending and not analysis.pending[0].ready():
            return True
        ticket = getattr(getattr(scene, "keeper", None), "ticket", None)
        if ticket is not None and not ticket.done:  # a landing waits for its save (fsync)
            return True
    return False


def frame(app: App, dt: float = DT) -> bool:
    """One frame. Returns False when it only waited on a bot's worker (conftest makes
    such a frame yield the CPU a moment): it should not count against a frame limit,
    which is about the game's own progress, not about how busy the machine is."""
    app.frame(dt)
    return not waiting_on_bot(app)


def frames(app: App, n: int = 1, dt: float = DT) -> None:
    """``n`` frames of ``dt`` seconds."""
    for _ in range(n):
        app.frame(dt)


def run_until(app: App, cond, max_frames: int = 6000, dt: float = DT) -> int:
    """Run frames until ``cond()``; return how many counted. Fails after ``max_frames``
    counted frames (frames spent waiting on a bot do not count) or WALL_LIMIT seconds."""
    deadline = time.monotonic() + WALL_LIMIT
    i = 0
    while i < max_frames:
        if cond():
            return i
        if not app.running:
            raise AssertionError("the app stopped before the condition held")
        i += frame(app, dt)
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met in {WALL_LIMIT:.0f} s ({i} frames)")
    raise AssertionError(f"condition not met in {max_frames} frames")


#: A search's name -> the seed that last gave it what it looked for, in this process.
_FOUND_SEEDS: dict = {}


def search_seeds(name, seeds, attempt):
    """``attempt(seed)`` for each of ``seeds`` until one returns something (not None),
    which is returned; None if none does. The seed that answered is tried first by the
    next search of the same ``name`` in this process: running a table until it reaches
    a wanted moment is seconds of frames, and several tests look for the same one."""
    known = _FOUND_SEEDS.get(name)
    order = ([known] if known is not None else []) + [s for s in seeds if s != known]
    for seed in order:
        found = attempt(seed)
        if found is not None:
            _FOUND_SEEDS[name] = seed
            return found
    return None


def table_with_earlier_moves(n: int = 2, players: int = 4, seed: int = 3):
    """A table at the human's turn with ``n`` earlier moves in the log (the human plays
    its first legal move until then); returns ``(app, table)``."""
    import game.scenes.table.status as ts
    from engine.moves import Move

    app, table = table_app(players=players, seed=seed)
    for _k in range(6000):
        frame(app)
        if table.human_turn and not table.busy:
            if len(ts.earlier_moves(table)) == n:
                break
            table.apply(Move.from_code(table.game.legal_codes()[0]))
    assert len(ts.earlier_moves(table)) == n
    return app, table


def post(type_, **attrs) -> None:
    pygame.event.post(pygame.event.Event(type_, **attrs))


def click(pos, button: int = 1) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def key(k, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def pad_button(button: int, instance_id: int = 0) -> None:
    post(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)


def random_boards(app: App, players: int, seeds, ruleset: str = "american"):
    """Yield ``(board, seed, layout)`` after each play of random hands (conftest's
    ``random_hand``), a fresh :class:`~game.render.board.BoardView` per hand on the table
    map's play area, synced to the layout at once (no animation)."""
    from game.maps import load_map, table_map_name
    from game.render.board import BoardView
    from game.render.text import TextCache
    from game.render.tiles import TileArt
    from tests.conftest import random_hand

    for seed in seeds:
        bv = None
        for g in random_hand(ruleset, players, seed):
            if bv is None:
                bv = BoardView(app.vp, TextCache(app.fonts), TileArt(),
                               load_map(table_map_name(players)).anchor("layout"),
                               g.rules.inline_sniff)
            lay = g.layout
            bv.sync(list(lay.placed), [s[0] for s in lay.slots], snap=True)
            yield bv, seed, lay


def marked_boards(players: int, scale: float, seeds):
    """:func:`random_boards` on a fresh app at text size ``scale``, each board's marks
    laid out for its layout (``_mark_layout``); the text size is put back after."""
    app = make_app()
    old = app.fonts.text_scale
    app.fonts.set_text_scale(scale)
    try:
        for bv, seed, lay in random_boards(app, players, seeds):
            bv._mark_layout = lay
            yield bv, seed, lay
    finally:
        app.fonts.set_text_scale(old)


def wait(app: App, seconds: float) -> None:
    """Run ``seconds`` of frames at 60 fps (the game's own time passes, nothing else)."""
    for _k in range(int(seconds * 60)):
        frame(app)


def confirm_undo(app: App) -> None:
    """Answer the game's first-Undo question with its [Undo] button (focused: Enter)."""
    from game.widgets import ConfirmScene
    assert isinstance(app.top, ConfirmScene), app.top
    key(pygame.K_RETURN)
    frame(app)


def play_to_undo(app: App, table, after_bots: bool = False) -> bool:
    """Play the human's first legal moves (drawing when none fits) until one can be
    taken back at the human's turn; with ``after_bots``, until bots have also played
    since the human's last play (an undo takes them back too). False: the hand or the
    game ended first."""
    g = table.game
    run_until(app, lambda: table.human_turn)
    hand = g.hand_no
    for _turn in range(30):
        run_until(app, lambda: table.human_turn or g.hand_no != hand or g.phase == "over")
        if g.hand_no != hand or g.phase != "play" or not table.human_turn:
            return False
        seats = [s for s, m in table.director.recent if m.key == "play"]
        if table.can_undo() and (not after_bots or (seats and seats[-1] != table.human)):
            return True
        tiles = table.playable_tiles()
        if not tiles:
            table.draw_from_boneyard()
            continue
        table.try_play(tiles[0], table.legal_spots(tiles[0])[0])
    return False


class _Ready:
    """A bot's answer that is ready at once (the worker's request, answered)."""

    def __init__(self, move):
        self.move = move

    def ready(self):
        return True

    def result(self):
        return self.move


def answer_at_once(table) -> None:
    """The table's bots answer at once with the first legal move: only the table's own
    pace is measured, not the worker's thinking."""
    from engine.moves import Move
    table.worker.request = lambda view, level, seed=None, min_think=0.0: _Ready(
        Move.from_code(table.game.legal_codes()[0]))


def turn_with_a_play(app, table, turns: int = 12) -> list:
    """Play on (the first legal move, drawing when the table waits for it) to the
    player's turn on a laid board with a tile that fits; gives the tiles that fit
    (empty if none came within ``turns`` turns)."""
    from engine.moves import Move
    ctl, tiles = table.controller, []
    for _turn in range(turns):
        run_until(app, lambda: (table.human_turn or table.awaiting_draw) and not table.busy)
        if table.awaiting_draw:
            table.draw_from_boneyard()
            continue
        tiles = [t for t in table.game.hand_tiles(table.human) if ctl.legal_spots(t)]
        if table.view.layout.placed and tiles:
            return tiles
        table.apply(Move.from_code(table.game.legal_codes()[0]))
    return []


class Seen:
    """Objects already taken into account (a tile's flight, a "+N" callout), by
    identity. Each one seen is kept alive here: an ``id()`` is only unique while its
    object lives, and a flight ends and is freed within a second, so a later flight
    often got a freed one's id (10 of some 230 in one 4-player game) and was taken for
    it, unmeasured; which objects shared an id hung on when garbage was freed (the
    worker's threads, the machine's load), so a pace measured right alone came out
    wrong under load (tests/game/table/test_pace_score_lands.py)."""

    def __init__(self):
        self.kept: dict[int, object] = {}

    def first(self, obj) -> bool:
        """Whether ``obj`` is seen here for the first time (it is then kept)."""
        if self.kept.get(id(obj)) is obj:
            return False
        self.kept[id(obj)] = obj
        return True
