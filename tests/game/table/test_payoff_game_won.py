"""A game won mid-hand closes on
the board with the hands left turned up and the banner held ~2.5 s; the game-over
screen counts every final score up; the goals earned come in one by one (at most 3
listed, "+N more"), inside the felt. All on the game's own (fake) clock."""

from __future__ import annotations

from game.scenes.table.summary import SummaryScene
from game.ui.numbers import score as score_text
from tests.game.game_over.test_closing_beat import _mid_hand_app, to_game_over
from tests.game_harness import DT, frame


def _to_game_over(tmp_path):
    """The mid-hand win played on to its game-over screen, through that hand's summary:
    (app, table, screen)."""
    app, table = _mid_hand_app(tmp_path)
    return app, table, to_game_over(app)


def test_a_game_won_mid_hand_turns_the_hands_up_and_holds_the_banner(tmp_path):
    """The hands still held turn face up on the board as the "reaches 100!" banner
    shows, and it holds ~2.5 s (normal speed) after the winning "+N" landed."""
    app, table = _mid_hand_app(tmp_path)
    winner = table.game.outcome.winner
    t, cue_at, over_at, up_at = 0.0, None, None, None
    start = len(app.audio.played)
    while over_at is None and t < 14:
        frame(app)
        t += DT
        v = table.view
        heard = app.audio.played[start:]
        if cue_at is None and ("domino" in heard or "hand_end" in heard):
            cue_at = t
        if up_at is None and v.banner == f"reach:{winner}" and all(v.face_up) \
                and all(f >= 1.0 for f in v.flip):
            up_at = t
        if isinstance(app.top, SummaryScene):  # the final hand's summary covers it
            over_at = t
    assert cue_at is not None and over_at is not None
    assert up_at is not None and up_at < over_at  # every hand seen face up first
    assert over_at - cue_at >= 2.2  # the closing beat holds over the board


def test_the_game_over_counts_every_final_score_up(tmp_path):
    """Each score row counts up to its final figure (not only the headline)."""
    app, table, over = _to_game_over(tmp_path)
    drawn: list[str] = []
    real = table.text.draw

    def spy(surf, s, *a, **k):
        drawn.append(s)
        return real(surf, s, *a, **k)
    table.text.draw = spy
    finals = {score_text(sc) for sc in over.outcome.scores if sc > 1}
    over.t = 0.35  # mid count-up
    over.draw(app.screen)
    assert finals and not finals & set(drawn)  # rows still counting
    drawn.clear()
    over.t = 2.0
    over.draw(app.screen)
    assert finals <= set(drawn)
    table.text.draw = real


def test_six_goals_come_in_one_by_one_three_named_then_more_inside_the_felt(tmp_path):
    """Six goals at once were all listed in one go, and the strip
    ran onto the wooden frame (x 1265, the felt ends at 1252). Now 3 are named, then
    "+3 more"; each line comes in on its own with a chime; the strip keeps inside the
    felt with a margin at 100 % and 200 % text."""
    import pygame

    from game.goals import GOALS
    from game.scenes.game_over.goals import MARGIN, ROW_GAP, STRIP_SLIDE
    from game.scenes.game_over.scene import CARD_AFTER
    from game.ui import record_text
    from game.ui.viewport import FELT
    app, table, over = _to_game_over(tmp_path)
    assert over.t < CARD_AFTER
    ids = [g.id for g in GOALS][:6]
    over.queue_goals(ids)
    start = len(app.audio.played)
    seen: list[int] = []
    while over.t < CARD_AFTER + STRIP_SLIDE + 5 * ROW_GAP:
        frame(app)
        assert app.top is over
        if over.goals.shown:
            with record_text() as log:
                over.draw(app.screen)
            names = {g.name for g in GOALS[:6]} & {d.text for d in log}
            seen.append(len(names) + ("+3 more" in {d.text for d in log}))
    assert seen[0] == 0 and seen[-1] == 4  # 3 named + "+3 more", never 4 names
    steps = [b for a, b in zip(seen, seen[1:]) if b != a]
    assert steps == [1, 2, 3, 4]  # one line at a time
    assert app.audio.played[start:].count("score_small") == 4  # a chime each
    felt = pygame.Rect(FELT).inflate(-2 * MARGIN, -2 * MARGIN)
    for scale in (1.0, 2.0):
        app.set_text_scale(scale)
        r = over.goals.rect(app.fonts, over.t, False)
        assert felt.contains(r), (scale, r)
    app.set_text_scale(1.0)


#: Words of praise: said only of another seat's play.
PRAISE = ("nice", "well played", "good hand", "great", "respect", "impressive", "lovely",
          "well done", "well counted", "on fire")


def test_a_bot_praises_only_another_seats_play_and_the_partner_cheers_the_player():
    """West said "Nice, that one counts!" of its own play. The
    phrases of a bot's own moments boast or sigh; praise is for the player's side's
    play, said by an opponent or (4 players) by the player's partner, never by the
    seat that played."""
    from types import SimpleNamespace

    from game.present.words import Msg
    from game.render.reactions import PHRASES
    from game.scenes.table.payoff import react
    for own in ("big", "out", "blocked"):
        for p in PHRASES[own]:
            assert not any(w in p.lower() for w in PRAISE), (own, p)
    four = SimpleNamespace(players=4, teams=True, seat_entry=lambda s: s & 1,
                           rules=SimpleNamespace(points_divisor=1))

    def view(**kw):
        v = SimpleNamespace(last_move=None, status=None, banner="", passes={}, deals=1)
        v.__dict__.update(kw)
        return v
    from game.render.reactions import Reactions
    cheered = {"big": 0, "out": 0}
    for seed in range(40):
        r = Reactions(seed)
        react(r, view(last_move=Msg("play", 1, {"points": 20, "total": 20})), four, 0, 1.0)
        assert list(r.said) == [1] and r.said[1][0] in PHRASES["big"]  # its own: a boast
        react(r, view(last_move=Msg("play", 0, {"points": 20, "total": 20})), four, 0, 2.0)
        who = [s for s, (_p, t0) in r.said.items() if t0 == 2.0]
        if who == [2]:
            assert r.said[2][0] in PHRASES["partner_big"]
            cheered["big"] += 1
        elif who:
            assert who[0] in (1, 3) and r.said[who[0]][0] in PHRASES["player_big"]
        react(r, view(last_move=Msg("play", 2, {"points": 20, "total": 20})), four, 0, 3.0)
        assert 2 not in [s for s, (_p, t0) in r.said.items() if t0 == 3.0]  # not its own
        react(r, view(banner="domino", status=Msg("domino", 0)), four, 0, 4.0)
        who = [s for s, (_p, t0) in r.said.items() if t0 == 4.0]
        if who == [2]:
            assert r.said[2][0] in PHRASES["partner_out"]
            cheered["out"] += 1
        elif who:
            assert who[0] in (1, 3) and r.said[who[0]][0] in PHRASES["player_out"]
    assert cheered["big"] >= 20 and cheered["out"] >= 20  # North cheers the player


def test_the_brass_stamp_slams_down_round_our_domino_banner_then_rests():
    from game.render.domino_stamp import LAND, RING, DominoStamp
    st = DominoStamp((500, 300, 280, 80))
    st.t = 0.0
    assert st.rim_scale() > 1.5 and st.rim_alpha() == 0 and st.ring() is None
    st.t = LAND + 0.05
    assert st.rim_scale() == 1.0 and st.rim_alpha() == 255 and st.ring() is not None
    st.t = LAND + RING + 0.1
    assert st.ring() is None and st.rim_scale() == 1.0
    st.t = 0.0
    assert st.rim_scale(True) == 1.0 and st.rim_alpha(True) == 255 and st.ring(True) is None


def test_our_domino_thuds_then_ticks_each_pip_as_the_others_count_only_ours():
    """Going out felt flat. Our side's going out: a thud as the stamp
    lands, then a tick a frame while the other hands' pips count up; none of it when
    another side goes out, and none once the "-N" is rounded (it flies)."""
    from types import SimpleNamespace

    from game.present.words import Msg
    from game.scenes.table.payoff import BoardPayoff
    pay = BoardPayoff(SimpleNamespace(scale=1.0), None, None)
    v = SimpleNamespace(banner="domino", banner_t=0.05, status=Msg("domino", 0),
                        deductions=[])
    assert pay.sounds(v, True, False) == []
    v.banner_t = 0.25
    assert pay.sounds(v, True, False) == ["place"]
    assert pay.sounds(v, True, False) == []  # once
    dd = SimpleNamespace(shown=0, counted=False)
    v.deductions = [dd]
    heard = []
    for shown in (0, 1, 1, 3, 6, 10, 10):
        dd.shown = shown
        heard += pay.sounds(v, True, False)
    assert heard == ["click"] * 4  # a tick each time the count moves on
    dd.counted = True
    assert pay.sounds(v, True, False) == []  # rounded: it flies, no more ticks
    theirs = BoardPayoff(SimpleNamespace(scale=1.0), None, None)
    v2 = SimpleNamespace(banner="domino", banner_t=0.3, status=Msg("domino", 1),
                         deductions=[SimpleNamespace(shown=0, counted=False)])
    got = theirs.sounds(v2, False, False)
    v2.deductions[0].shown = 5
    got += theirs.sounds(v2, False, False)
    assert got == []


def test_the_player_going_out_gets_the_stamp_and_the_ticks_on_the_real_table():
    from tests.game_harness import run_until, table_app
    app, table = table_app(seed=9, speed="normal")
    try:
        def step():
            v = table.view
            if v.banner == "domino" or app.top is not table:
                return True
            if table.awaiting_draw:
                table.draw_from_boneyard()
            elif table.human_turn and table.game.legal_codes():
                c = table.game.legal_codes()[0]
                table.try_play(c >> 8, c & 255)
            return False
        run_until(app, step, max_frames=30000)
        assert table.view.banner == "domino" and table.view.status.seat == table.human
        start = len(app.audio.played)
        for _k in range(round(3.0 / DT)):
            frame(app)
        heard = app.audio.played[start:]
        assert heard.count("place") == 1 and heard.count("click") >= 3, heard
        assert table.painter.payoff._stamp[1] is not None  # the brass stamp was drawn
    finally:
        table.worker.close()


def test_the_summary_title_says_what_ended_the_hand():
    """"North went out: Domino! You lose 5" read as the player's whole hand even when
    they had scored 60 in it: the title says what ended the hand, one thing; the
    player's whole hand is its row's "This hand"."""
    from engine import Game
    from engine.events import HandEnd
    from game.scenes.table.scene import seat_names
    from game.scenes.table.summary import summary_lines
    g = Game("american", 2, seed=0)
    names = seat_names(2, 0)
    ev = HandEnd("domino", 0, (0, 14), (0, -15), (0, -15), ((), ()))
    # the player's own going out: their score did not move, North's fell (what the
    # going out did, said from the player's side: not the player's whole hand)
    assert summary_lines(g, names, ev, 0)[0][1] == "You went out: North loses 15"
    ev = HandEnd("domino", 1, (6, 0), (-5, 0), (-5, 0), ((), ()))
    lines = summary_lines(g, names, ev, 0)
    assert lines[0][1] == "North went out: your tiles left \u22125", lines[0]
    assert next(x for x in lines if x[0] == "hand" and x[1] == 0)[5] == "\u22125"
    ev = HandEnd("domino", 0, (0, 1), (0, 0), (0, 0), ((), ()))  # 1 pip: nobody pays
    assert summary_lines(g, names, ev, 0)[0][1] == "You went out!"
