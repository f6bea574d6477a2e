"""Property tests over random seeded games: both rulesets, 2-4 players.

Each example is a whole game (or a game cut short at a random step) played with
random legal moves chosen from a seeded ``random.Random``.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, IllegalMoveError, InvalidNotationError, Move
from engine.events import RECORD_KINDS, Deal, Draw, GameEnd, HandEnd, LeadDraw, Pass, Play
from engine.moves import OPEN_CODE
from engine.record import load_record
from engine.rules import round5
from engine.tiles import ALL_TILES_MASK, HI, LO, PIPS, WITH, mask_pips
from tests.conftest import fingerprint, record_json

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
#: A game never needs more steps than this (each hand has at most 28 plays).
MAX_STEPS = 20_000


@st.composite
def game_specs(draw):
    ruleset = draw(st.sampled_from(["american", "sniff61"]))
    players = draw(st.integers(2, 4))
    seed = draw(st.integers(0, 2**64 - 1))
    n_scores = 2 if (ruleset == "american" and players == 4) else players
    full = {"american": {2: 250, 3: 200, 4: 200}, "sniff61": {2: 61, 3: 61, 4: 61}}[ruleset]
    target = draw(st.one_of(st.none(), st.integers(1, full[players])))
    top = (target or full[players]) - 1
    # start scores a game in progress can have (the engine refuses any other):
    # below the target; American Sniff's are multiples of 5, Sniff 61's never negative
    if ruleset == "american":
        one = st.integers(-12, top // 5).map(lambda k: 5 * k)
    else:
        one = st.integers(0, top)
    scores = draw(st.one_of(st.none(), st.lists(one, min_size=n_scores, max_size=n_scores)))
    return ruleset, players, seed, target, scores


def new(spec, log=True):
    ruleset, players, seed, target, scores = spec
    return Game(ruleset, players, target=target, scores=scores, seed=seed, log=log)


def steps(game, rng, limit=MAX_STEPS):
    """Play the game to its end with random legal moves; yield each step's events."""
    for _ in range(limit):
        if game.phase == "over":
            return
        if game.phase == "deal":
            yield None, game.deal()
        else:
            code = rng.choice(game.legal_codes())
            yield code, game.play(Move.from_code(code))
    raise AssertionError(f"the game did not end in {limit} steps")


def check_tiles(g):
    """The 28 tiles are exactly accounted for: hands + layout + boneyard."""
    if g.hand_no < 0:
        return
    masks = list(g.hands) + [g.layout.placed_mask]
    rest = g.boneyard[g.bone_ptr:]
    masks.append(sum(1 << t for t in rest))
    acc = 0
    for m in masks:
        assert acc & m == 0
        acc |= m
    assert acc == ALL_TILES_MASK
    assert len(set(rest)) == len(rest)
    assert len(g.layout.placed) == bin(g.layout.placed_mask).count("1")
    assert sum(bin(m).count("1") for m in masks[:-1]) + len(rest) == 28


def check_legal(g):
    """The legal list is exactly: a tile of the hand on every attach point it fits."""
    codes = g.legal_codes()
    assert len(set(codes)) == len(codes)
    if g.phase != "play":
        assert codes == []
        return
    hand = g.hands[g.turn]
    if not g.layout.placed:
        want = {t << 8 | OPEN_CODE for t in range(28) if hand >> t & 1}
    else:
        want = {t << 8 | a << 3 | s for a, s, p in g.layout.attach_points()
                for t in range(28) if hand >> t & 1 and p in (LO[t], HI[t])}
    assert set(codes) == want
    assert codes, "the player to move always has a legal move"
    if g.drawn >= 0:
        assert {c >> 8 for c in codes} == {g.drawn}
    for c in codes:
        assert Move.from_code(c) in g.legal_moves
        assert str(Move.from_code(c)) in g.legal_moves
        assert Move.parse(str(Move.from_code(c))).code == c


def random_illegal(g, rng, tries=6):
    """Random moves that are not in the legal list are rejected and change nothing."""
    if g.phase == "over":
        return
    legal = set(g.legal_codes())
    before = fingerprint(g)
    for _ in range(tries):
        tile = rng.randrange(28)
        if rng.random() < 0.2:
            code = tile << 8 | OPEN_CODE
        else:
            code = tile << 8 | rng.randrange(28) << 3 | rng.randrange(6)
        if code in legal:
            continue
        mv = Move.from_code(code)
        try:
            g.play(mv)
        except IllegalMoveError as e:
            assert str(e)
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{mv} was accepted but is not legal")
        # Its notation is refused too (a tile onto itself is not even notation).
        expected = InvalidNotationError if mv.anchor == mv.tile else IllegalMoveError
        try:
            g.play(str(mv))
        except expected as e:
            assert str(e)
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{mv} was accepted but is not legal")
        assert fingerprint(g) == before


@given(game_specs())
@SETTINGS
def test_tiles_moves_scores_and_rules_hold_at_every_step(spec):
    g = new(spec)
    rng = random.Random(spec[2])
    scores = list(g.start_scores)
    check_tiles(g)
    boneyard_left = 0
    prev_end = None  # (how, seat) of the previous hand
    prev_leader = None
    plays_this_hand = 0
    for code, events in steps(g, rng):
        if code is not None:
            assert events[0].kind == "play" and events[0].move.code == code
        open_pips = g.layout.open_pips()
        for i, e in enumerate(events):
            if isinstance(e, LeadDraw):
                assert prev_end is None or (g.rules.name == "american" and prev_end[0] == "blocked")
            elif isinstance(e, Deal):
                boneyard_left = e.boneyard
                plays_this_hand = 0
                had_draw = i > 0 and isinstance(events[i - 1], LeadDraw)
                if prev_end is None:
                    assert had_draw
                elif g.rules.name == "sniff61":
                    assert not had_draw and e.leader == (prev_leader + 1) % g.players
                elif prev_end[0] == "domino":
                    assert not had_draw and e.leader == prev_end[1]
                else:
                    assert had_draw and e.leader == events[i - 1].leader
                prev_leader = e.leader
            elif isinstance(e, Play):
                plays_this_hand += 1
                assert plays_this_hand <= 28
                entry = g.seat_entry(e.seat)
                assert e.points == g.rules.points(e.total)
                scores[entry] += e.points
                assert list(e.scores) == scores
            elif isinstance(e, Draw):
                boneyard_left -= 1
                assert boneyard_left >= 0
                # Only the last tile of a run of draws may fit, and then it is played.
                nxt = events[i + 1] if i + 1 < len(events) else None
                fits = bool(open_pips >> LO[e.tile] & 1 or open_pips >> HI[e.tile] & 1)
                if nxt is None:
                    assert fits and g.turn == e.seat and g.drawn == e.tile
                else:
                    assert not fits
                    assert isinstance(nxt, (Draw, Pass, HandEnd))
                    assert nxt.seat == e.seat or isinstance(nxt, HandEnd)
            elif isinstance(e, Pass):
                assert boneyard_left == 0, "a pass with tiles left in the boneyard"
            elif isinstance(e, HandEnd):
                assert e.pips == tuple(mask_pips(h) for h in g.hands)
                assert e.pips == tuple(sum(PIPS[t] for t in h) for h in e.hands)
                want = [0] * len(scores)
                if g.rules.name == "american":
                    for s, p in enumerate(e.pips):
                        want[g.seat_entry(s)] -= round5(p)
                    assert e.seat is None or e.how == "domino"
                else:
                    winner = e.seat if e.how == "domino" else None
                    if e.how == "blocked":
                        low = min(e.pips)
                        if e.pips.count(low) == 1:
                            winner = e.pips.index(low)
                    assert e.seat == winner
                    if winner is not None:
                        want[winner] = round5(sum(e.pips) - e.pips[winner]) // 5
                if e.how == "domino":
                    assert e.pips[e.seat] == 0
                else:
                    assert boneyard_left == 0
                    fit = 0
                    for p in range(7):
                        if open_pips >> p & 1:
                            fit |= WITH[p]
                    assert not any(h & fit for h in g.hands), "blocked with a playable tile"
                assert list(e.change) == want
                scores = [a + b for a, b in zip(scores, want)]
                assert list(e.scores) == scores
                prev_end = (e.how, e.seat)
            elif isinstance(e, GameEnd):
                assert i == len(events) - 1, "nothing comes after game_end"
                assert scores[e.winner] >= g.target and list(e.scores) == scores
                assert g.outcome.winner == e.winner
        if g.phase != "over":
            assert all(s < g.target for s in scores)
        assert scores == g.scores
        check_tiles(g)
        check_legal(g)
        random_illegal(g, rng)
    assert g.phase == "over"


@given(game_specs())
@SETTINGS
def test_undo_restores_every_state_and_all_the_way_back(spec):
    g = new(spec)
    rng = random.Random(spec[2] ^ 0x5EED)
    fresh = fingerprint(g)
    history = [fresh]
    n = 0
    while g.phase != "over" and n < MAX_STEPS:
        before = history[-1]
        if g.phase == "deal":
            g.deal()
            after = fingerprint(g)
            g.undo()
            assert fingerprint(g) == before
            g.deal()
        else:
            code = rng.choice(g.legal_codes())
            # The unvalidated fast path reaches the same position as play().
            c = g.copy()
            c.push_code(code)
            g.play(Move.from_code(code))
            after = fingerprint(g)
            assert fingerprint(c)[:-1] == after[:-1]
            g.undo()
            assert fingerprint(g) == before
            g.push_code(code)
            g.undo()
            assert fingerprint(g) == before
            g.play(Move.from_code(code))
        assert fingerprint(g) == after
        history.append(after)
        n += 1
    assert g.phase == "over"
    while g.can_undo:
        assert fingerprint(g) == history.pop()
        g.undo()
    assert history == [fresh]
    assert fingerprint(g) == fresh


@given(game_specs())
@SETTINGS
def test_same_seed_same_game(spec):
    def run():
        g = new(spec)
        out = []
        for _, events in steps(g, random.Random(spec[2])):
            out.extend(e.to_json() for e in events)
        return out, g.scores, g.winner

    a, b = run(), run()
    assert a == b
    assert a[0][0]["event"] == "lead_draw"


@given(game_specs(), st.integers(0, 10**6))
@SETTINGS
def test_record_replays_the_same_events(spec, cut):
    g = new(spec)
    rng = random.Random(spec[2])
    events = []
    for i, (_, evs) in enumerate(steps(g, rng)):
        events.extend(evs)
        if i == cut % 700:
            break
    doc = g.to_record()
    text = json.dumps(doc)
    replayed = []
    g2 = load_record(text, replayed.append)
    assert record_json(replayed) == record_json(events)
    assert [e.kind for e in replayed if e.kind in RECORD_KINDS] == [
        e.kind for e in events if e.kind in RECORD_KINDS]
    assert g2.scores == g.scores and g2.phase == g.phase and g2.winner == g.winner
    assert g2.hands == g.hands and g2.layout.placed == g.layout.placed
    assert g2.turn == g.turn and g2.to_record() == doc


@given(game_specs())
@SETTINGS
def test_views_show_no_other_seats_tiles(spec):
    g = new(spec)
    rng = random.Random(spec[2])
    for i, _ in enumerate(steps(g, rng)):
        if i % 7 and g.phase != "over":
            continue
        for seat in range(g.players):
            v = g.view(seat)
            assert v.hand_mask == g.hands[seat] and set(v.hand) == set(g.hand_tiles(seat))
            others = 0
            for s, h in enumerate(g.hands):
                if s != seat:
                    others |= h
            assert v.unseen_mask & others == others
            assert v.unseen_mask & v.hand_mask == 0
            assert v.legal_codes == (tuple(g.legal_codes()) if g.turn == seat else ())
            assert v.hand_sizes == tuple(bin(h).count("1") for h in g.hands)
            assert v.boneyard_size == g.boneyard_size
            for e in v.history:
                if isinstance(e, Draw) and e.seat != seat:
                    assert e.tile is None
                if isinstance(e, Deal):
                    for s, h in enumerate(e.hands):
                        if s != seat:
                            assert all(t is None for t in h)
                        else:
                            assert None not in h
            # Nothing in the public record of this seat's view names a hidden tile,
            # except the hands shown face up at the end of each hand.
            hidden = {t for t in range(28) if others >> t & 1}
            for e in v.history:
                if isinstance(e, Draw) and e.tile is not None:
                    assert e.seat == seat
                if isinstance(e, Deal):
                    assert not hidden & {t for h in e.hands[:seat] + e.hands[seat + 1:]
                                         for t in h if t is not None}
    assert g.phase == "over"
