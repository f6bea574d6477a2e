"""The play beats' words and moments (issue 16, board brief): the status line follows
the director's beats, a draw names the tile drawn (the human's only), refused-spot
notes follow a change of language, a scoring play adds up in board order, going out
shows the deduction landing on the opponents. Pure Python (the director alone)."""

from __future__ import annotations

from engine import Game
from engine.events import Draw
from engine.moves import Move
from game.present import Director, TableView, Timing
from game.present.words import Msg


def _run(d: Director, seconds: float, dt: float = 1 / 60, until=None):
    t = 0.0
    while t < seconds and d.busy:
        d.update(dt)
        t += dt
        if until is not None and until():
            return True
    return False


def test_the_status_says_shuffling_then_dealing_while_tiles_fly():
    g = Game("american", 2, seed=4)
    events = g.deal()
    view = TableView.empty(2, False, 0, [0, 0])
    d = Director(view, Timing(1.0))
    d.feed(events, turn_after=g.turn)
    seen = []
    while d.busy:
        d.update(1 / 60)
        if view.shuffle >= 0 or view.flights:
            seen.append((view.status, bool(view.flights)))
    shuffling = [s for s, flying in seen if not flying]
    flying = [s for s, f in seen if f]
    assert shuffling and flying
    assert all(s == Msg("shuffle") for s in shuffling), shuffling[:3]
    # never "Shuffling" once a tile flies to a hand
    assert all(s == Msg("dealing") for s in flying), set(flying)


def _scoring_plays(ruleset="american", players=2, seeds=range(40)):
    """(placed before, the scoring Play event, layout after) of random games."""
    import random

    from engine.events import Play
    for seed in seeds:
        g = Game(ruleset, players, seed=seed)
        rng = random.Random(seed)
        g.deal()
        hand = g.hand_no
        while g.phase == "play" and g.hand_no == hand:
            before = list(g.layout.placed)
            events = g.play(Move.from_code(rng.choice(g.legal_codes())))
            for ev in events:
                if isinstance(ev, Play) and ev.points and g.hand_no == hand:
                    yield before, ev, g.layout.copy()


def test_a_scoring_play_adds_up_its_ends_in_board_order():
    """The counted ends light one by one from left (top) to right (bottom), and the
    sum ("5 + 10 = 15") is written in that same order."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.maps import load_map, table_map_name
    from game.present.scoring import end_terms
    from game.render.board import BoardView
    from game.ui import Viewport
    vp = Viewport((1280, 720))
    checked = differs = 0
    for before, ev, layout in _scoring_plays():
        ends = [(pc, value) for kind, pc, _t, value in layout.marks() if kind == "end"]
        tile_of = {pc: t for kind, pc, t, _v in layout.marks() if kind == "end"}
        if len(ends) < 2:
            continue
        bv = BoardView(vp, None, None, load_map(table_map_name(2)).anchor("layout"),
                       layout.inline)
        view = TableView.empty(2, layout.inline, 0, [0, 0])
        view.board = list(before)
        view.layout = layout
        view.hands = [[ev.move.tile], []]

        def order(points, bv=bv, view=view, layout=layout):
            bv.sync(view.board)
            return bv.reading_order(layout, points)
        d = Director(view, Timing(1.0), board_order=order)
        d.feed([ev], {0: layout})
        lit, tally = [], []
        while d.busy:
            d.update(1 / 60)
            if view.lit_points is not None and len(view.lit_points) > len(lit):
                lit += [pc for pc in view.lit_points if pc not in lit]
                tally = list(view.tally)
        bv.sync(view.board)
        value = dict(ends)
        for part in ([pc for pc in lit if value[pc]], [pc for pc in lit if not value[pc]]):
            xs = []  # (the blank ends last, each part in board order)
            for pc in part:
                pos = next(m[0] for m in bv.marks(layout) if m[3] == pc)
                xs.append((round(pos[0] / bv.badge_radius), pos[1]))
            assert xs == sorted(xs), (lit, xs)
        assert sorted(lit, key=str) == sorted(value, key=str), (lit, value)
        # (a double's end both its halves, as its disc reads "4+4")
        assert [t for pc in lit for t in end_terms(tile_of[pc], value[pc])] == tally
        differs += [pc for pc, _v in ends] != lit
        checked += 1
        if checked >= 60 and differs >= 5:
            break
    assert checked >= 20 and differs >= 3, (checked, differs)


def _draws(players=2):
    """(seed, game, events) of a step with a Draw, the deal already shown."""
    for seed in range(200):
        g = Game("american", players, seed=seed)
        deal = g.deal()
        while g.phase == "play":
            events = g.play(Move.from_code(g.legal_codes()[0]))
            if any(isinstance(e, Draw) for e in events):
                yield seed, g, deal, events
                break


def test_a_draw_names_the_tile_for_the_hand_shown_and_lights_it_never_a_bots():
    from game.present.words import say
    from game.texts import tile_label
    seen = {"mine": 0, "bot": 0}
    for _seed, _g, deal, events in _draws():
        view = TableView.empty(2, False, 0, [0, 0])
        d = Director(view, Timing(1.0))
        d.feed(deal)
        d.skip()
        d.feed(events)
        draws = [e for e in events if isinstance(e, Draw)]
        mine = draws[0].seat == 0
        if seen["mine" if mine else "bot"] >= 2:
            continue
        seen["mine" if mine else "bot"] += 1
        names = ["You", "North"]
        landed = None
        while d.busy:
            d.update(1 / 60)
            if d.landed and d.landed[-1][0] == "draw" and landed is None:
                landed = d.landed[-1]
                words = view.note.words(names, 0) if view.note.left > 0 else ""
                status = say(view.status, names, 0)
                tile = tile_label(draws[0].tile)
                if mine:
                    assert words == f"You drew {tile}", words
                    assert draws[0].tile in view.fresh  # lit in the hand for a moment
                    assert view.fresh[draws[0].tile] >= 2.0
                else:
                    assert tile not in words and tile not in status  # never a bot's tile
                    assert status == "North draws", status
                    assert not view.fresh
        assert landed is not None
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 1, seen


def test_a_drawn_tile_flies_to_the_slot_it_keeps_in_a_sorted_hand():
    for _seed, _g, deal, events in _draws():
        draws = [e for e in events if isinstance(e, Draw)]
        if draws[0].seat != 0:
            continue
        view = TableView.empty(2, False, 0, [0, 0])
        d = Director(view, Timing(1.0))
        d.feed(deal)
        d.skip()
        d.feed(events)
        while d.busy and not any(f.kind == "draw" for f in view.flights):
            d.update(1 / 60)
        f = next(f for f in view.flights if f.kind == "draw")
        assert f.slot == sorted(view.hands[0] + [f.tile]).index(f.tile)
        return
    raise AssertionError("no human draw found")


def _domino_end(players=3):
    """(deal, steps before the last, last step's events) of a hand someone dominoes."""
    from engine.events import HandEnd
    for seed in range(200):
        g = Game("american", players, seed=seed)
        steps = [g.deal()]
        while g.phase == "play":
            evs = g.play(Move.from_code(g.legal_codes()[0]))
            steps.append(evs)
            end = next((e for e in evs if isinstance(e, HandEnd)), None)
            if end is not None:
                if end.how == "domino" and sum(1 for p in end.pips if p >= 3) >= 2:
                    return steps, end
                break
    raise AssertionError("no domino found")


def test_going_out_shows_the_others_pips_deducted_before_the_summary():
    """After "Domino!", each other hand's pips count into a "-N" (the rounded pips)
    that flies to its score; the score counts down to the new one, then the summary."""
    steps, end = _domino_end()
    view = TableView.empty(3, False, 0, [0, 0, 0])
    at_summary = {}

    def summary(ev):
        at_summary["scores"] = list(view.scores)
    d = Director(view, Timing(1.0), on_hand_end=summary)
    for evs in steps[:-1]:
        d.feed(evs)
        d.skip()
    d.feed(steps[-1])
    seen, flew = {}, False
    while d.busy and "scores" not in at_summary:
        d.update(1 / 60)
        for dd in view.deductions:
            seen[dd.seat] = (dd.entry, dd.amount, dd.shown)
            flew = flew or 0 < dd.t < 1
    losers = {s for s, p in enumerate(end.pips) if s != end.seat and (p + 2) // 5 > 0}
    assert set(seen) == losers
    for s, (entry, amount, shown) in seen.items():
        assert amount == (end.pips[s] + 2) // 5 * 5 and shown == amount
        assert entry == s
    assert flew
    names = [n for n, _t in d.landed]
    assert names.index("deduct_fly") < names.index("hand_end")
    assert names.index("turn_up") < names.index("deduct_count")
    assert at_summary["scores"] == [float(x) for x in end.scores]


def test_a_blocked_hand_flies_each_hands_pips_off_its_own_score():
    """American Sniff's block costs every hand its rounded pips: the table shows it as
    going out does, each "-N" flying off its own seat before the summary (it once
    showed nothing, and the summary's "-45" came out of nowhere)."""
    from engine.events import HandEnd
    for seed in range(300):
        g = Game("american", 2, seed=seed)
        steps = [g.deal()]
        end = None
        while g.phase == "play" and end is None:
            evs = g.play(Move.from_code(g.legal_codes()[0]))
            steps.append(evs)
            end = next((e for e in evs if isinstance(e, HandEnd)), None)
        if end is not None and end.how == "blocked":
            break
    assert end is not None and end.how == "blocked"  # seeds 0-299 hold a block
    view = TableView.empty(2, False, 0, [0, 0])
    ended = []
    d = Director(view, Timing(1.0), on_hand_end=ended.append)
    for evs in steps[:-1]:
        d.feed(evs)
        d.skip()
    d.feed(steps[-1])
    seen = {}
    for _frame in range(60 * 30):  # the hand's end, at most 30 s of table time
        if ended or not d.busy:
            break
        d.update(1 / 60)
        for dd in view.deductions:
            seen[dd.seat] = dd.amount
    losers = {s: (p + 2) // 5 * 5 for s, p in enumerate(end.pips) if (p + 2) // 5 > 0}
    assert seen == losers and len(losers) == 2
    names = [n for n, _t in d.landed]
    assert names.index("deduct_fly") < names.index("hand_end")


def _directed(ev, layout):
    """A 2-player table view just before the scoring play ``ev`` that made ``layout``,
    and a director fed that play: ``(view, director)``."""
    view = TableView.empty(2, layout.inline, 0, [0, 0])
    view.board = list(layout.placed)[:-1]
    view.layout = layout
    view.hands = [[ev.move.tile], []]
    d = Director(view, Timing(1.0))
    d.feed([ev], {0: layout})
    return view, d


def test_a_doubles_end_adds_both_halves_to_the_sum_as_its_disc_reads():
    """A double at an open end counts both halves: its disc reads "4+4", so the sum of
    the ends writes it "4 + 4" too ("2 + 4 + 4 = 10", not "2 + 8 = 10"), and still adds
    up to the play's total."""
    from engine.tiles import IS_DOUBLE, LO
    from game.render.overlays import Overlays
    seen = 0
    for _before, ev, layout in _scoring_plays():
        doubles = [(pc, LO[t]) for kind, pc, t, value in layout.marks()
                   if kind == "end" and IS_DOUBLE[t] and LO[t] and value == 2 * LO[t]]
        if not doubles:
            continue
        view, d = _directed(ev, layout)
        text = ""
        while d.busy:
            d.update(1 / 60)
            if view.tally_done:
                text = Overlays.tally_text(view.tally, True)
                assert sum(view.tally) == ev.total, (view.tally, ev.total)
        pips = doubles[0][1]
        assert f"{pips} + {pips}" in text and "= " in text, text
        ends = [v for kind, _pc, _t, v in layout.marks() if kind == "end"]  # (a blank "0" too)
        terms = text.split("=")[0].split("+")
        assert len(terms) == len(ends) + len(doubles), (text, ends)  # not "2 + 8"
        seen += 1
        if seen >= 12:
            break
    assert seen >= 5, seen


def test_a_blank_end_is_lit_and_written_in_the_sum_last():
    """An open end showing a blank is a counted end (its "0" disc is on the board, the
    rule book counts zero ends): a scoring play's sum writes a "0" for each blank end
    ("4 + 6 + 0 = 10") and lights its disc, after the ends that add something, so the
    sum never opens on a lone "0"; its terms add up to the play's total."""
    seen = 0
    for _before, ev, layout in _scoring_plays(seeds=range(80)):
        blanks = {pc for kind, pc, _t, value in layout.marks() if kind == "end" and not value}
        if not blanks:
            continue
        view, d = _directed(ev, layout)
        sums, lit = [], set()
        while d.busy:
            d.update(1 / 60)
            if view.tally and (not sums or view.tally != sums[-1]):
                sums.append(list(view.tally))
            lit |= set(view.lit_points or ())
        assert sums and all(terms[0] != 0 for terms in sums), sums  # never "0" first
        assert sums[-1].count(0) >= len(blanks), (sums[-1], blanks)
        zeros = [i for i, t in enumerate(sums[-1]) if t == 0]
        assert zeros == list(range(len(sums[-1]) - len(zeros), len(sums[-1]))), sums[-1]
        assert blanks <= lit, (blanks, lit)
        assert sum(sums[-1]) == ev.total, (sums[-1], ev.total)
        seen += 1
        if seen >= 8:
            break
    assert seen >= 3, seen


def test_a_play_that_scores_nothing_writes_no_sum_even_beside_a_blank_end():
    """A play that scores nothing writes no sum and lights no end, not even a lone "0"
    for a blank end it leaves (the sum belongs to scoring plays alone)."""
    import random

    from engine.events import Play
    seen = 0
    for seed in range(40):
        g = Game("american", 2, seed=seed)
        rng = random.Random(seed)
        g.deal()
        hand = g.hand_no
        while g.phase == "play" and g.hand_no == hand and seen < 8:
            events = g.play(Move.from_code(rng.choice(g.legal_codes())))
            for ev in events:
                if not (isinstance(ev, Play) and not ev.points and g.hand_no == hand
                        and g.layout.placed):
                    continue
                lay = g.layout.copy()
                if not any(k == "end" and not v for k, _p, _t, v in lay.marks()):
                    continue  # (a blank end on the board)
                view = TableView.empty(2, lay.inline, 0, [0, 0])
                view.layout = lay
                view.hands = [[ev.move.tile], []]
                d = Director(view, Timing(1.0))
                d.feed([ev], {0: lay})
                while d.busy:
                    d.update(1 / 60)
                    assert not view.tally and not view.lit_points, (view.tally,
                                                                    view.lit_points)
                seen += 1
    assert seen >= 5, seen
