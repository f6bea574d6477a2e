"""The Expert bot: its search is exact where it claims to be, it sees only its view,
it plays for the game, and the arena's whole-game mode."""

from __future__ import annotations

import io
import json
import random

import pytest

from engine import Game, Move
from engine.bots import make_bot
from engine.bots.arena_games import play_game_pair, run_games
from engine.bots.expert import ExpertBot
from engine.bots.sampling import position_game
from engine.bots.search import SearchTimeout, WorldSearch, root_plays
from engine.bots.sim import SimSpec, sim_ends
from engine.bots.winprob import WinTable, table_for
from engine.bots.winprob_data import TABLES
from engine.cli import main as cli_main
from engine.tiles import WITH_ANY, mask_count, mask_tiles

FAST = {"worlds": 4, "time_budget": None}
CONFIGS = [(r, p) for r in ("american", "sniff61") for p in (2, 3, 4)]


def late_positions(ruleset, players, count, seed, max_tiles=7):
    """Positions with a choice, an empty boneyard and few tiles left in hand."""
    rng = random.Random(seed)
    out = []
    tries = 0
    while len(out) < count and tries < 5000:
        tries += 1
        g = Game(ruleset, players, target=10 ** 6, seed=rng.randrange(1 << 30), log=False)
        g.deal()
        while g.phase == "play":
            left = sum(mask_count(h) for h in g.hands)
            if (g.boneyard_size == 0 and left <= max_tiles and len(g.legal_codes()) > 1):
                out.append(g)
                break
            g.play(Move.from_code(rng.choice(g.legal_codes())))
    assert len(out) == count
    return out


def minimax(g: Game, me_side, teams, players) -> float:
    """Net points for ``me_side`` to the end of the hand, every seat playing perfectly
    (the engine plays the moves; the paranoid two-side value with 3 players)."""
    if g.phase != "play":
        sc = g.scores
        if teams or players == 2:
            return sc[me_side] - sc[1 - me_side]
        return sc[me_side] - (sum(sc) - sc[me_side]) / (players - 1)
    mine = (g.turn & 1) == me_side if teams else g.turn == me_side
    vals = []
    for c in g.legal_codes():
        g.push_code(c)
        vals.append(minimax(g, me_side, teams, players))
        g.undo()
    return max(vals) if mine else min(vals)


@pytest.mark.parametrize("ruleset,players", CONFIGS)
def test_search_solves_endgames_exactly(ruleset, players):
    """With the whole hand in reach, every root value is the true minimax value."""
    for g in late_positions(ruleset, players, 4, seed=players * 7 + len(ruleset)):
        me = g.turn
        teams = g.teams
        side = me & 1 if teams else me
        spec = SimSpec(ruleset, players, teams, g.target, True)
        bot = ExpertBot(seed=1, time_budget=None, for_game=False)
        view = g.view(me)
        value = bot.value_function(view)
        ws = WorldSearch(spec, me, value, [])
        ends, sniff = sim_ends(g.layout)
        codes = g.legal_codes()
        got, complete = ws.root_values(ends, g.layout.total, sniff, False, list(g.hands),
                                       list(g.scores), root_plays(g.layout, codes), 30)
        assert complete
        for c, v in zip(codes, got):
            pg = position_game(view, list(g.hands), [])
            pg.scores = [0] * len(g.scores)
            pg.push_code(c)
            assert v == pytest.approx(minimax(pg, side, teams, players)), (ruleset, players)
        assert ws.nodes > 0


def test_deeper_search_with_rollouts_stays_legal_and_counts_positions():
    g = Game("american", 2, target=10 ** 6, seed=11, log=True)
    g.deal()
    bot = make_bot("expert", seed=3, worlds=3, depth=4, time_budget=None)
    move = bot.choose(g.view(g.turn))
    assert move in g.legal_moves
    worlds, _secs, nodes, depth = bot.searches[0]
    assert worlds == 3 and nodes > 3 and 1 <= depth <= 4


def test_a_search_past_its_time_is_abandoned():
    g = Game("american", 2, target=10 ** 6, seed=12, log=False)
    g.deal()
    view = g.view(g.turn)
    spec = SimSpec("american", 2, False, g.target, True)
    ws = WorldSearch(spec, g.turn, ExpertBot(time_budget=None).value_function(view),
                     g.boneyard)
    ws.stop_at = 0.0  # long past
    ends, sniff = sim_ends(g.layout)
    with pytest.raises(SearchTimeout):
        ws.root_values(ends, 0, sniff, True, list(g.hands), list(g.scores),
                       root_plays(g.layout, g.legal_codes()), 6)


# -- the hidden tiles -----------------------------------------------------------------

class Sealed(list):
    """A hand list or boneyard that raises on any read while the bot decides."""

    def _no(self, *a, **k):
        raise AssertionError("the bot read a hidden tile")

    __getitem__ = __iter__ = __len__ = __contains__ = __reversed__ = _no
    copy = index = count = _no


def _redistribute(game: Game, seat: int, rng: random.Random) -> Game:
    me_view = game.view(seat)
    unseen = mask_tiles(me_view.unseen_mask)
    others = [s for s in range(game.players) if s != seat]
    for _ in range(100000):
        rng.shuffle(unseen)
        g = game.copy(log=True)
        k = 0
        ok = True
        for s in others:
            n = mask_count(game.hands[s])
            m = sum(1 << t for t in unseen[k:k + n])
            if m & WITH_ANY[game.void[s]]:
                ok = False
                break
            g.hands[s] = m
            k += n
        if ok:
            g.boneyard = game.boneyard[:game.bone_ptr] + unseen[k:]
            return g
    raise AssertionError("no consistent redistribution found")  # pragma: no cover


@pytest.mark.parametrize("ruleset,players", CONFIGS)
def test_expert_does_not_peek(ruleset, players):
    """Same view, hidden tiles dealt again: same choice; and the real hidden tiles
    raise on any access while it decides."""
    rng = random.Random(players)
    for i in range(3):
        g = Game(ruleset, players, target=10 ** 6, seed=40 + i, log=True)
        g.deal()
        for _ in range(rng.randrange(1, 6)):
            if g.phase != "play":
                break
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase != "play":
            continue
        seat = g.turn
        view = g.view(seat)
        g2 = _redistribute(g, seat, rng)
        a = make_bot("expert", seed=5, **FAST).choose(view)
        real = (g.hands, g.boneyard, g2.hands, g2.boneyard)
        g.hands, g.boneyard = Sealed(), Sealed()
        g2.hands, g2.boneyard = Sealed(), Sealed()
        try:
            b = make_bot("expert", seed=5, **FAST).choose(view)
        finally:
            g.hands, g.boneyard, g2.hands, g2.boneyard = real
        c = make_bot("expert", seed=5, **FAST).choose(g2.view(seat))
        assert a == b == c


# -- budgets ----------------------------------------------------------------------------

def test_expert_is_deterministic_and_forced_moves_are_instant():
    g = Game("american", 2, target=10 ** 6, seed=5, log=True)
    g.deal()
    v = g.view(g.turn)
    a = make_bot("expert", seed=9, **FAST)
    b = make_bot("expert", seed=9, **FAST)
    assert a.choose(v) == b.choose(v) and a.last_values == b.last_values
    rng = random.Random(4)
    for _ in range(500):
        g = Game("american", 2, target=10 ** 6, seed=rng.randrange(1 << 30), log=False)
        g.deal()
        while g.phase == "play" and len(g.legal_codes()) > 1:
            g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase == "play":
            bot = make_bot("expert", seed=1)
            assert bot.choose(g.view(g.turn)).code == g.legal_codes()[0]
            assert bot.forced == 1 and bot.searches == []
            return
    raise AssertionError("no forced position found")  # pragma: no cover


def test_expert_stops_on_its_clock():
    g = Game("american", 2, seed=5, log=False)
    g.deal()
    bot = make_bot("expert", seed=1, time_budget=0.03)
    assert bot.choose(g.view(g.turn)) in g.legal_moves
    worlds, _secs, nodes, _depth = bot.searches[0]
    assert 1 <= worlds and nodes >= worlds
    with pytest.raises(ValueError):
        make_bot("expert", worlds=0)
    with pytest.raises(ValueError):
        make_bot("expert", depth=0)


def test_expert_takes_a_game_winning_play():
    rng = random.Random(6)
    for _ in range(400):
        g = Game("american", 2, seed=rng.randrange(1 << 30), log=False)
        g.deal()
        for _ in range(rng.randrange(0, 6)):
            if g.phase == "play":
                g.play(Move.from_code(rng.choice(g.legal_codes())))
        if g.phase != "play" or len(g.legal_codes()) < 2:
            continue
        scoring = []
        for c in g.legal_codes():
            ev = g.play(Move.from_code(c))
            g.undo()
            if ev[0].points:
                scoring.append((ev[0].points, c))
        if not scoring:
            continue
        pts, code = min(scoring)
        g.scores[g.turn] = g.target - pts
        bot = make_bot("expert", seed=1, **FAST)
        m = bot.choose(g.view(g.turn))
        g.play(m)
        assert g.phase == "over" and g.winner == g.turn
        return
    raise AssertionError("no scoring position found")  # pragma: no cover


# -- playing for the game ---------------------------------------------------------------

def test_win_tables_are_sound():
    for (ruleset, players), (target, lo, step, rows) in TABLES.items():
        t = table_for(ruleset, players, target)
        assert isinstance(t, WinTable)
        n = len(rows)
        for i in range(n):
            for j in range(n):
                assert 0 <= rows[i][j] <= 1000
                assert rows[i][j] + rows[j][i] == pytest.approx(1000, abs=1)
        assert t(target, 0) == 1.0 and t(0, target) == 0.0
        near, far = target - 1, lo
        # A side about to win is far ahead of one that is far behind, and the table
        # rises with one's own score on the whole.
        assert t(near, far) > 0.9 and t(far, near) < 0.1
        assert t(target - step, 0) > t(0, 0) > t(0, target - step)
    assert table_for("american", 3, 200) is None
    assert table_for("american", 2, 10 ** 9) is None


def test_value_is_the_chance_of_winning_the_game():
    g = Game("american", 2, seed=3, log=True)
    g.deal()
    g.scores = [200, 240]
    v = g.view(0)
    value = ExpertBot(time_budget=None).value_function(v)
    t = table_for("american", 2, 250)
    assert value([200, 240], -1) == pytest.approx(t(200, 240))
    assert value([250, 240], 0) == pytest.approx(1.0, abs=1e-3)
    assert value([200, 250], 1) == pytest.approx(0.0, abs=1e-3)
    # 10 points scored when the other side is 10 from the target matter less than
    # its own next score: the value is not linear in points.
    assert value([210, 240], -1) - value([200, 240], -1) < 1
    # No table for the arena's endless hands: net points.
    g2 = Game("american", 2, target=10 ** 9, seed=3, log=True)
    g2.deal()
    pv = ExpertBot(time_budget=None).value_function(g2.view(0))
    assert pv([15, 5], -1) == 10


# -- the arena's whole games ---------------------------------------------------------------

def test_whole_games_with_the_seats_swapped():
    cfg = {"bots": ["medium", "easy"], "players": 2, "ruleset": "sniff61", "seed": 2}
    r = play_game_pair((0, cfg))
    assert 0 <= r["wins_a"] <= 2 and r["hands"] >= 2
    buf = io.StringIO()
    doc = run_games(["medium", "easy"], "sniff61", 2, games=2, jobs=1, seed=3, progress=False,
                    out=buf)
    assert json.loads(buf.getvalue().strip().splitlines()[-1]) == doc
    assert doc["games"] == 4 and sum(doc["wins"].values()) == 4
    lo, rate, hi = doc["win_rate"]
    assert lo <= rate <= hi


def test_arena_games_command_line(capsys):
    assert cli_main(["arena", "--bots", "medium,easy", "--games", "1", "--ruleset", "sniff61",
                     "--no-progress"]) == 0
    doc = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert doc["games"] == 2
    assert cli_main(["arena", "--bots", "medium,easy,hard", "--games", "1",
                     "--no-progress"]) == 2
