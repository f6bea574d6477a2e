"""Going out is the player's gain, shown where it lands: each opponent's "-N" leaves
its seat and their rows tick down first; the player's own partner's (smaller, plain)
after; then, last, the player's side's row lights up with its lead widening on the race
bar and a chip of how far the gap grew (American Sniff: no bonus, each hand's rounded
pips off that hand's own score, RULES.md 1.7)."""

from __future__ import annotations

import pygame

from engine.events import HandEnd
from game.present import TableView
from game.present.director import Director
from game.present.going_out import GoingOut
from game.scenes.table.gap_glow import draw_gap_gain, gap_gain, lead_band
from game.scenes.table.win import _told_lines

NAMES = ["You", "West", "North", "East"]


def _watch(ev, players: int, entries: int, start):
    """Step the timeline at 60 fps over the hand end ``ev``: a list of frames
    ``(clock, [(seat, t, own)], scores, told)`` and the director."""
    v = TableView.empty(players, False, 0, list(start))
    heard = []
    d = Director(v, sound=lambda n: heard.append((n, d.clock)), score_sound=lambda _p: None,
                 on_hand_end=lambda _e: None)
    d.heard = heard
    d.feed([ev])
    frames = []
    for _frame in range(60 * 20):
        d.update(1 / 60)
        frames.append((d.clock, [(c.seat, c.t, c.own) for c in v.deductions],
                       list(v.scores), v.going_out))
        if d.held:
            break
    return frames, d


def test_the_opponents_pay_at_their_seats_first_then_the_partner_then_the_gain():
    # 4 players: You (0) go out; West 15 (-15), North 5 (-5), East 23 (-25)
    ev = HandEnd("domino", 0, (0, 15, 5, 23), (-5, -40), (5, 0),
                 ((), (15,), (5,), (23,)))
    frames, d = _watch(ev, 4, 2, (10, 40))
    chips = next(c for _k, c, _s, _t in frames if c)
    assert sorted((s, own) for s, _t, own in chips) == [(1, False), (2, True),
                                                         (3, False)]
    # the opponents' chips fly while the partner's waits at its seat
    flying = [c for _k, c, _s, _t in frames
              if any(t > 0 for s, t, own in c if not own)]
    assert flying and all(t == 0 for c in flying for s, t, own in c if own)
    # the opponents' row ticks down to its end while ours has not moved yet
    down = [s for _k, c, s, _t in frames if c and all(own for _s, _t, own in c)]
    assert down and down[-1][1] < 40 and all(s[0] == 10 for s in down)
    # then ours pays the partner's 5, and only after every chip landed the gain is told
    told_at = next(i for i, f in enumerate(frames) if f[3] is not None)
    assert not frames[told_at][1]
    assert frames[-1][2] == [5, 0]
    hand_end = next(k for n, k in d.landed if n == "hand_end")
    assert frames[told_at][0] < hand_end  # before the summary opens
    told = frames[told_at][3]
    assert gap_gain(told, 0, 2) == (0, 35)  # 40 off theirs less 5 off ours
    # a chime as the gain is told (the rows' ticks down came with their own sound)
    assert any(n == "score_small" and abs(k - frames[told_at][0]) < 0.05
               for n, k in d.heard), d.heard
    assert gap_gain(told, 1, 2) is None  # another side's domino: no glow of ours


def test_two_players_the_gain_is_the_gap_and_nothing_waits():
    ev = HandEnd("domino", 0, (0, 22), (0, -20), (30, 25), ((), (22,)))
    frames, _d = _watch(ev, 2, 2, (30, 45))
    assert not any(own for _k, c, _s, _t in frames for _s2, _t2, own in c)
    told = next(t for *_x, t in frames if t is not None)
    assert gap_gain(told, 0, 2) == (0, 20)
    assert frames[-1][2] == [30, 25]


class _Panel:
    """The score panel's rects as last drawn (digits, names, race bars)."""

    def __init__(self, mine_fill: int, theirs_fill: int):
        self.digits = {0: pygame.Rect(1200, 70, 24, 24), 1: pygame.Rect(1200, 120, 24, 24)}
        self.names = {0: pygame.Rect(1080, 70, 90, 24), 1: pygame.Rect(1080, 120, 90, 24)}
        self.bars = {0: (pygame.Rect(1020, 100, 210, 8), pygame.Rect(1020, 100, mine_fill, 8)),
                     1: (pygame.Rect(1020, 150, 210, 8),
                         pygame.Rect(1020, 150, theirs_fill, 8))}


class _VP:
    scale = 1.0

    @staticmethod
    def length(n):
        return round(n)


class _Text:
    @staticmethod
    def get(words, size, colour, bold=False):
        font = pygame.font.Font(None, round(size))
        return font.render(words, True, colour)


def test_the_lead_lights_up_on_the_bar_and_widens():
    pygame.font.init()
    panel = _Panel(120, 60)
    assert lead_band(panel, 0) == pygame.Rect(1080, 100, 60, 8)
    assert lead_band(panel, 0, 0.25).w < lead_band(panel, 0).w  # it grows
    assert lead_band(panel, 1) is None  # the side behind has no lead to light
    told = GoingOut(0, 35, ((1, 15), (2, 5), (3, 25)), False, lead=(0, 5), teams=True)
    widths = []
    for age in (0.05, 0.3, 1.0):
        surf = pygame.Surface((1280, 720))
        drawn = draw_gap_gain(surf, _Text(), _VP(), panel, told, 0, 2, age, False)
        assert len(drawn) == 3  # the row's glow, its lit lead, the chip
        widths.append(drawn[1].w)
        chip = drawn[2]
        assert not chip.colliderect(panel.names[0]) and not chip.colliderect(panel.digits[0])
    assert widths[0] < widths[1] < widths[2]
    surf = pygame.Surface((1280, 720))
    assert draw_gap_gain(surf, _Text(), _VP(), panel, told, 1, 2, 1.0, False) == []


def test_the_plate_says_only_that_you_went_out_and_where_the_race_stands():
    told = GoingOut(0, 35, ((1, 15), (2, 5), (3, 25)), False, lead=(0, 5), teams=True)
    assert [w for w, _s, _c in _told_lines(told, NAMES, 0)] == \
        ["You went out!", "Your side leads by 5"]
    # another side's domino still names what it cost (its calm banner names who)
    theirs = GoingOut(1, 10, ((0, 10),), False, lead=(1, 5), teams=False)
    assert [w for w, _s, _c in _told_lines(theirs, ["You", "North"], 0)] == ["Your tiles left \u221210"]


def test_the_summary_leads_with_the_race_and_how_far_the_gap_grew():
    from types import SimpleNamespace

    from game.present.tally import HandTally
    from game.scenes.table.summary_words import race_swing, summary_lines
    # 4 players, You + North 10 -> 5, West + East 40 -> 0: from 30 behind to 5 ahead
    t = HandTally(0, "domino", 0, (0, 15, 5, 23), ((), (1,), (2,), (3,)), (0, 0, 0, 0),
                  (0, -15, -5, -25), (10, 40), (5, 0), None, (0, 1, 0, 1))
    game = SimpleNamespace(seat_entry=lambda s: s % 2, teams=True, players=4,
                           rules=SimpleNamespace(settlement="deduct"), target=100)
    assert race_swing(game, t, 0) == 35
    assert race_swing(game, t, 1) == 0  # the other side lost ground: no chip
    kinds = [line[0] for line in summary_lines(game, NAMES, t, 0)]
    assert kinds.index("score") < kinds.index("head") < kinds.index("hand")
    assert kinds[:3] == ["title", "score", "score"]  # the outcome right under the title


def test_going_out_still_behind_says_no_rival_s_lead_on_the_plate():
    behind = GoingOut(0, 20, ((1, 25), (2, 5)), False, lead=(1, 45), teams=True)
    assert [w for w, _s, _c in _told_lines(behind, NAMES, 0)] == ["You went out!"]
