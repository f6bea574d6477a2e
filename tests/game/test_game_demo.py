"""Whole games through the real scene loop, bots in every seat (``--demo``)."""

from __future__ import annotations

import pytest

from game.__main__ import build_parser
from game.main import first_scene
from game.scenes.game_over.scene import GameOverScene
from game.scenes.table.scene import TableScene
from tests.game_harness import DT, frame, make_app


@pytest.mark.parametrize("ruleset", ["american", "sniff61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_demo_game_to_the_end(ruleset, players, tmp_path):
    argv = ["--demo", "--players", str(players), "--ruleset", ruleset, "--seed",
            str(players * 11), "--quit-after-game"]
    shots = players == 2 and ruleset == "sniff61"  # saving PNGs is slow: one small game
    if shots:
        argv += ["--screenshot", str(tmp_path), "--size", "640x360"]
    app = make_app(argv)
    args = build_parser().parse_args(argv)
    table = first_scene(app, args)
    assert isinstance(table, TableScene) and table.human is None
    app.push(table)
    frames = 0
    seen_summary = False
    while app.running:
        frames += frame(app)
        seen_summary |= app.top.name == "summary"
        assert frames < 20000, table.debug_state()
    game = table.game
    # the game really ended, through the game-over screen, and the shown state caught up
    assert game.phase == "over" and app.games_finished == 1
    assert isinstance(app.top, GameOverScene)
    assert [round(s) for s in table.shown_scores] == game.scores
    assert max(game.scores) >= game.target
    assert game.hand_no == 0 or seen_summary
    if not shots:
        return
    # screenshots at the key moments
    tags = {p.name.split("_", 1)[1] for p in tmp_path.glob("*.png")}
    assert {"deal.png", "play.png", "game_over.png"} <= tags
    if game.hand_no > 0:
        assert "hand_summary.png" in tags
    # the sounds of a game were asked for (silently: no audio device)
    played = set(app.audio.played)
    assert {"place", "win"} <= played or {"place", "lose"} <= played


def test_demo_game_at_normal_speed_runs_its_animations():
    """A hand at normal speed: the animations take time and hold input while they run."""
    app = make_app(["--demo", "--players", "2", "--seed", "5"], speed="normal")
    table = TableScene(app, __import__("game.main", fromlist=["demo_config"]).demo_config(
        build_parser().parse_args(["--demo", "--players", "2", "--seed", "5"])))
    app.push(table)
    busy_frames = 0
    for _ in range(600):
        app.frame(DT)
        busy_frames += table.busy
        if table.game.moves:
            break
    assert busy_frames > 30  # the lead draw, shuffle and deal took over half a second
    assert table.game.moves


def test_skip_finishes_the_running_animation():
    from game.actions import Action, Input
    app = make_app(["--demo", "--seed", "3"], speed="slow")
    from game.main import demo_config
    table = TableScene(app, demo_config(build_parser().parse_args(["--demo", "--seed", "3"])))
    app.push(table)
    app.frame(DT)
    app.frame(DT)
    assert table.busy
    table.handle(Input(Action.SKIP))
    app.frame(DT)
    # the deal is complete at once: hands are on the table
    for _ in range(5):
        if table.busy:
            table.handle(Input(Action.SKIP))
        app.frame(DT)
    assert sum(len(h) for h in table.shown_hands) > 0
