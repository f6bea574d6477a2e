""""Domino!" is a moment, not a flat pill: a big warm gold banner that bounces
in (over, under, settled), confetti and light bursting out of it when the player's side
dominoes (none for another side or under reduced motion)."""

from __future__ import annotations

import pygame

import tests.game.look.test_fx as test_fx
from engine import Game
from game.present import TableView
from game.present.words import Msg
from game.render import fx
from game.render.fx_burst import BannerBurst
from game.scenes.table.payoff import BoardPayoff, ours
from game.ui.text import contrast_ratio

#: The module-wide fonts fixture, shared with tests/game/look/test_fx.py.
fonts = test_fx.fonts


def test_the_domino_banner_bounces_in_and_settles(fonts):
    c = fx.DominoCallout(fonts, (640, 300), "Domino!").start()
    scales = []
    while c.t < c.pop + c.settle + 0.2:
        scales.append(c.scale())
        c.t += 1 / 60
    top = scales.index(max(scales))
    assert max(scales) > 1.2 and scales[0] < 0.5  # it pops from small past full size
    assert min(scales[top:]) < 0.99  # dips under full size: a bounce, not a glide
    assert scales[-1] == 1.0
    still = fx.DominoCallout(fonts, (640, 300), "Domino!", reduced_motion=True).start()
    assert still.scale() == 1.0


def test_the_domino_banner_is_warm_gold_and_readable(fonts):
    c = fx.DominoCallout(fonts, (640, 300), "Domino!")
    plate = c._render()
    w, h = plate.get_size()
    r, g, b, _a = plate.get_at((w // 2, h - h // 5 + 2))  # below the words, inside
    assert r > 200 and g > 150 and b < 120, (r, g, b)  # gold, not the dark pill
    assert contrast_ratio(c.text_color(), c.plate_color()) >= 4.5
    c.start().t = 1.0  # settled
    assert c.rect().h >= 50 and c.rect().w >= 200  # big


def _table_view():
    v = TableView.empty(2, False, 0, [0, 0])
    v.banner, v.banner_t = "domino", 0.3
    return v


class _VP:
    scale = 1.0

    @staticmethod
    def rect(r):
        return pygame.Rect(r)


def test_confetti_bursts_out_of_the_banner_only_for_our_side():
    rect = pygame.Rect(500, 200, 280, 80)
    for mine, expect in ((True, True), (False, False)):
        surf = pygame.Surface((1280, 720))
        surf.fill((20, 90, 50))
        before = pygame.image.tobytes(surf, "RGB")
        BoardPayoff(_VP(), None).banner_burst(surf, _table_view(), rect, mine, False)
        assert (pygame.image.tobytes(surf, "RGB") != before) is expect
    surf = pygame.Surface((1280, 720))
    before = pygame.image.tobytes(surf, "RGB")
    BoardPayoff(_VP(), None).banner_burst(surf, _table_view(), rect, True, True)  # still
    assert pygame.image.tobytes(surf, "RGB") == before


def test_the_burst_flies_out_and_falls_then_ends():
    rect = pygame.Rect(500, 200, 280, 80)
    b = BannerBurst(rect).start()
    b.t = 0.05
    near = b.positions()
    b.t = 0.8
    far = b.positions()
    spread = max(abs(x - rect.centerx) for x, _y in far)
    assert spread > max(abs(x - rect.centerx) for x, _y in near) + 100
    assert any(y < rect.top for _x, y in far)  # flew up out of the plate
    b.t = b.duration
    assert not b.alive and b.positions() == []
    assert not BannerBurst(rect, reduced_motion=True).start().alive


def test_ours_is_the_player_or_a_partner():
    g = Game("american", 4, seed=1)
    partner = next(s for s in range(1, 4) if g.seat_entry(s) == g.seat_entry(0))
    other = next(s for s in range(1, 4) if g.seat_entry(s) != g.seat_entry(0))
    assert ours(g, 0, Msg("domino", 0)) and ours(g, 0, Msg("domino", partner))
    assert not ours(g, 0, Msg("domino", other)) and not ours(g, None, Msg("domino", 0))


def test_the_reach_banner_names_who_won():
    """The banner of a game won mid-hand says who won ("North wins", "You win!",
    "You and North win!"), not only who reached the target."""
    from game.scenes.table.payoff import banner_words
    g = Game("american", 2, target=100, seed=1)
    names = ["You", "North"]
    assert banner_words("reach:1", None, g, names, 0) == ("North wins", True, False)
    assert banner_words("reach:0", None, g, names, 0) == ("You win!", True, True)
    assert banner_words("reach:1", None, g, names, None) == ("North wins!", True, False)
    assert banner_words("blocked", None, g, names, 0)[1:] == (False, False)
    g4 = Game("american", 4, seed=1)
    assert g4.teams
    names4 = ["You", "West", "North", "East"]
    assert banner_words("reach:0", None, g4, names4, 0) == ("You and North win!", True, True)
    assert banner_words("reach:1", None, g4, names4, 0) == ("West and East win", True, False)


def test_a_game_won_mid_hand_says_which_play_did_it():
    from game.scenes.table.win import reached_words
    g = Game("american", 2, target=250, seed=1)
    names = ["You", "North"]
    assert reached_words(g, names, 0, (1, 15)) == "North reached 250 with a 15"
    assert reached_words(g, names, 0, (0, 20)) == "You reached 250 with a 20"
    assert reached_words(g, names, 0, None) == ""


def test_another_side_going_out_is_a_calm_banner_and_no_fanfare():
    """The opponent's going out is not celebrated like ours: "North goes out"
    on a calm plate (not big, no confetti), and the plain hand-end cue, not the fanfare."""
    from game.scenes.table.payoff import banner_words, hand_end_cue
    g = Game("american", 2, target=100, seed=1)
    names = ["You", "North"]
    assert banner_words("domino", Msg("domino", 1), g, names, 0) == \
        ("North goes out", False, False)
    assert banner_words("domino", Msg("domino", 0), g, names, 0) == ("Domino!", True, True)
    assert hand_end_cue("domino", g, 0, Msg("domino", 1)) == "hand_end"
    assert hand_end_cue("domino", g, 0, Msg("domino", 0)) == "domino"
    assert hand_end_cue("place", g, 0, Msg("domino", 1)) == "place"
    four = Game("american", 4, target=100, seed=1)
    partner = next(s for s in range(1, 4) if four.seat_entry(s) == four.seat_entry(0))
    other = next(s for s in range(1, 4) if four.seat_entry(s) != four.seat_entry(0))
    four_names = ["You", "West", "North", "East"]
    assert banner_words("domino", Msg("domino", partner), four, four_names, 0)[1:] == \
        (True, True)
    assert banner_words("domino", Msg("domino", other), four, four_names, 0) == \
        (f"{four_names[other]} goes out", False, False)
    assert hand_end_cue("domino", four, 0, Msg("domino", partner)) == "domino"


def test_the_table_draws_the_calm_banner_cool_and_without_confetti():
    from game.scenes.table.payoff import CALM_PLATE
    from game.ui import record_text
    from tests.game_harness import table_app
    app, table = table_app(seed=3)
    v = table.view
    v.banner, v.banner_t, v.status = "domino", 1.0, Msg("domino", 1)
    table.painter.payoff.banner_burst = lambda *a, **k: (_ for _ in ()).throw(
        AssertionError("no confetti for another side"))
    with record_text(contrast=True) as log:
        app.draw()
    words = [d.text for d in log]
    assert "North goes out" in words and "Domino!" not in words
    at = table.painter.banner_point(v, "North goes out", False)
    x, y = round(at[0]), round(at[1])
    # the plate's slate shows beside the words (inside its padding, left of the text)
    img = table.painter.overlays.text.get("North goes out", 40, (255, 255, 255), True)
    px = app.screen.get_at((x - img.get_width() // 2 - app.vp.length(8), y))[:3]
    assert all(abs(a - b) <= 12 for a, b in zip(px, CALM_PLATE, strict=True)), px
    assert px[2] > px[0]  # cool, not gold


class _Overlays:
    """Records the banners the payoff asks the overlays for."""
    hide_banner = False

    def __init__(self):
        self.calls = []

    def draw_banner(self, surf, text, centre, t=1.0, still=False, big=False, k=1.0):
        self.calls.append((text, t))


def test_the_reach_banner_waits_for_the_score_pop_to_land():
    """"You reach 100!" sat on the "+15" pop. It shows once the "+N" has
    flown to the score panel (its own clock starting then), never over it."""
    from game.present.director import CALLOUT_FLIGHT
    from game.present.view import Callout
    ov = _Overlays()
    pay = BoardPayoff(_VP(), None, ov)
    v = _table_view()
    v.banner, v.banner_t = "reach:0", 0.0
    c = Callout("+15", 15, 0, t=0.3, entry=0)
    v.callouts[:] = [c]
    surf = pygame.Surface((1280, 720))
    for t in (0.3, 0.5, CALLOUT_FLIGHT[1] - 0.01):  # popped, holding, in flight
        c.t, v.banner_t = t, t
        pay.draw_banner(surf, v, "You reach 100!", (640, 300), True, False)
        pay.banner_burst(surf, v, pygame.Rect(500, 270, 280, 60), True, False)
        assert not ov.calls and pay._burst == (None, None)
    c.t = v.banner_t = CALLOUT_FLIGHT[1]
    pay.draw_banner(surf, v, "You reach 100!", (640, 300), True, False)
    v.callouts.clear()  # the "+N" is gone: the banner's clock runs on from its start
    v.banner_t += 0.4
    pay.draw_banner(surf, v, "You reach 100!", (640, 300), True, False)
    assert [round(t, 3) for _w, t in ov.calls] == [0.0, 0.4]
    # reduced motion: the "+N" stays where it popped: the banner waits till it is gone
    ov.calls.clear()
    pay = BoardPayoff(_VP(), None, ov)
    v.callouts[:] = [Callout("+15", 15, 0, t=0.9, entry=0)]
    pay.draw_banner(surf, v, "You reach 100!", (640, 300), True, True)
    assert not ov.calls
    v.callouts.clear()
    pay.draw_banner(surf, v, "You reach 100!", (640, 300), True, True)
    assert ov.calls
    # "Domino!" is not held back
    ov.calls.clear()
    v.banner, v.callouts[:] = "domino", [Callout("+10", 10, 0, t=0.2, entry=0)]
    pay.draw_banner(surf, v, "Domino!", (640, 300), True, False)
    assert ov.calls


def test_confetti_never_covers_the_sum_plate_or_a_badge():
    """Confetti out of "You reach 100!" covered the sum's plate
    ("6 + 0 + 1 + 8 = 15") and the badges: they, the board's tiles (and the status and
    the move log over it) show through it untouched."""
    from tests.game_harness import run_until, table_app
    app, table = table_app(seed=3)
    for _ in range(3):
        run_until(app, lambda: table.human_turn, max_frames=4000)
        lay = table.view.layout
        if lay is not None and len(lay.placed) >= 2:
            break
        c = table.game.legal_codes()[0]
        table.try_play(c >> 8, c & 255)
        app.frame(1 / 60)
    assert table.view.layout is not None and len(table.view.layout.placed) >= 2
    v, painter = table.view, table.painter
    v.tally, v.tally_done, v.callouts[:] = [6, 0, 1, 8], True, []
    at_sum = painter.payoff_points(v)[0]
    shields = painter.payoff.shields(v, at_sum)
    assert len(shields) >= 2  # the plate and the badges
    plate = shields[0]
    assert plate.collidepoint(round(at_sum[0]), round(at_sum[1]))
    # the tiles being read on the board are kept clear of it too
    for tile, *_rest in table.view.layout.placed:
        r = painter.board.tile_rect(tile)
        assert any(sh.contains(r) for sh in shields), (tile, r)
    # and the status with the move log stacked over it
    shields.append(app.vp.rect(painter.payoff._with_earlier(painter.status)))
    from game.scenes.table import payoff as table_payoff
    def shot(t, confetti):
        # the same frame with and without the burst: only the confetti differs (the
        # banner itself may sit over the move log's spare room)
        v.banner, v.banner_t = "reach:0", t
        painter.payoff._burst = (None, None)
        real = table_payoff.BannerBurst.draw
        if not confetti:
            table_payoff.BannerBurst.draw = lambda self, surf: None
        try:
            app.draw()
        finally:
            table_payoff.BannerBurst.draw = real
            v.banner = ""
        return {tuple(r): pygame.image.tobytes(app.screen.subsurface(
            r.clip(app.screen.get_rect())), "RGB") for r in shields}, \
            pygame.image.tobytes(app.screen, "RGB")

    covered, flew = [], 0
    for t in (0.15, 0.3, 0.5, 0.8):
        alone, whole_alone = shot(t, False)
        now, whole = shot(t, True)
        covered += [now[k] != alone[k] for k in alone]
        flew += whole != whole_alone  # confetti flew (from the plate's showing on)
    assert not any(covered) and flew >= 3
