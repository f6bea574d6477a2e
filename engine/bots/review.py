"""The coach: a review of one player's decisions in a finished hand.

For every play the player chose (two or more legal moves), the strongest
evaluator the engine has values each legal move *from the player's view at
that moment* -- a :class:`engine.PlayerView`, never the hidden hands or the
boneyard -- and the review reports the value of the play made, the value of
the best play, the difference and a chess-style mark:

====================  ==========================
loss (points)         mark
====================  ==========================
0                     ``"best"``
up to 2               ``"good"``
over 2, up to 5       ``"inaccuracy"``
over 5, up to 10      ``"mistake"``
over 10               ``"blunder"``
====================  ==========================

The evaluator is Hard's (:meth:`engine.bots.hard.HardBot.evaluate`: determinized
Monte-Carlo over the worlds consistent with the view, every move measured on the
same worlds). Any callable ``evaluator(view, codes, seed) -> list[float]`` may be
passed instead (e.g. a stronger bot's). With a seed the review is deterministic.

The reason is data, not words (the game words it in each language): what each
of the two plays scored now, the most the next player could score after each
with the tiles it may hold (from the view: unseen tiles minus the pips it is
known not to hold), whether the best play would have won the game, and
``reason`` -- ``"best"``, ``"wins"``, ``"scores"`` (the best play scored more
now), ``"reply"`` (the play made left the next player more) or ``"later"``
(the difference shows only over the rest of the hand).

Usage::

    from engine.bots.review import player_decisions, review_decision
    for view, code in player_decisions(record_doc, seat=0, hand=2):
        d = review_decision(view, code, seed=1)
        print(d.played, d.best, d.loss, d.mark)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ..game import DEAL, Game
from ..moves import Move
from ..record import replay_record
from ..rules import get_ruleset
from ..tiles import HI, LO, N_TILES, TILE_OF_BIT, WITH, WITH_ANY
from ..view import PlayerView
from .base import legal_codes_of
from .core import entry_of, play_total, points_of

__all__ = ["Decision", "MARKS", "is_choice", "mark_of", "player_decisions", "review_decision",
           "review", "hard_values", "hand_summary", "DEFAULT_ITERATIONS"]

#: The marks, best first.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
#: Worlds sampled per decision by the default evaluator (no clock: deterministic).
DEFAULT_ITERATIONS = 2000
#: A loss below this (Monte-Carlo noise between equivalent plays) counts as none.
EPSILON = 0.05


def mark_of(loss: float) -> str:
    """The mark of a play that lost ``loss`` points against the best one."""
    if loss < EPSILON:
        return "best"
    if loss <= 2:
        return "good"
    if loss <= 5:
        return "inaccuracy"
    if loss <= 10:
        return "mistake"
    return "blunder"


@dataclass(frozen=True)
class Decision:
    """One reviewed play. Codes are engine move codes (``Move.from_code``); values
    are the evaluator's expected score difference over the rest of the hand.

    ``ply`` is how many plays of the hand came before it (the board as it stood is
    the hand's first ``ply`` plays). ``*_reply`` is the most the next player could
    score straight after the play, ``*_reply_tile`` the tile that would (-1: none).
    """

    hand: int
    seat: int
    ply: int
    choices: int
    played: int
    best: int
    played_value: float
    best_value: float
    loss: float
    mark: str
    played_points: int
    best_points: int
    played_reply: int
    played_reply_tile: int
    best_reply: int
    best_reply_tile: int
    best_wins: bool
    reason: str

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, d) -> Decision:
        """A decision from :meth:`to_json`'s dict; ``ValueError`` if it is not one."""
        if not isinstance(d, dict):
            raise ValueError("a decision must be an object")
        kw = {}
        for f in fields(cls):
            v = d.get(f.name)
            want = {"int": int, "float": (int, float), "str": str, "bool": bool}[f.type]
            if isinstance(v, bool) and f.type != "bool" or not isinstance(v, want):
                raise ValueError(f"decision field {f.name!r} is missing or wrong")
            kw[f.name] = float(v) if f.type == "float" else v
        if kw["mark"] not in MARKS:
            raise ValueError(f"unknown mark {kw['mark']!r}")
        for name in ("played", "best"):  # a move code: a tile of the set, a spot of a byte
            if not 0 <= kw[name] < N_TILES << 8:
                raise ValueError(f"decision field {name!r} is not a move code")
        for name in ("played_reply_tile", "best_reply_tile"):  # -1: no reply
            if not -1 <= kw[name] < N_TILES:
                raise ValueError(f"decision field {name!r} is not a tile")
        for name in ("hand", "seat", "ply", "choices", "played_points", "best_points",
                     "played_reply", "best_reply"):
            if kw[name] < 0:
                raise ValueError(f"decision field {name!r} is negative")
        return cls(**kw)


def hard_values(view: PlayerView, codes: list[int], seed: int | None = 0,
                iterations: int = DEFAULT_ITERATIONS) -> list[float]:
    """Hard's value of each of ``codes`` in ``view`` (no clock: a pure function of
    the view with a seed), in points alone: the change of the scores over the rest of
    the hand, without Hard's bonus of the target for a game won on the way (a review
    says points to gain), but for a play that wins the game at once: the target on top,
    so it is the best play (as Hard plays it at once; ``reason`` "wins")."""
    from .hard import HardBot

    values = HardBot(seed=seed, time_budget=None, iterations=iterations,
                     win_bonus=False).evaluate(view, codes)
    div = get_ruleset(view.ruleset).points_divisor
    have = view.scores[entry_of(view.seat, view.teams)]
    for i, c in enumerate(codes):
        now = points_of(play_total(view.layout, c), div)
        if now and have + now >= view.target:
            values[i] += float(view.target)
    return values


def is_choice(game: Game) -> bool:
    """The player to move has a real choice: two plays that differ (another tile, or
    the tile on an end that is not alike: other pips, value or count). One tile that fits two ends of the same pips
    (both sides of the lead double) is no choice (the coach once counted it as one)."""
    codes = game.legal_codes()
    if len(codes) < 2:
        return False
    ends = {s[0]: tuple(s[1:]) for s in game.layout.slots}  # pips, value, counted
    return len({(c >> 8, ends.get(c & 0xFF)) for c in codes}) > 1


def player_decisions(doc: dict, seat: int, hand: int | None = None) -> list:
    """``[(view, code), ...]``: ``seat``'s view before each of its plays in hand
    ``hand`` (default: the last hand) of record ``doc`` (``Game.to_record()``),
    and the move code it played. Plays that are no choice (:func:`is_choice`) are
    left out.

    Raises :class:`engine.errors.RecordError` for a bad record, ``ValueError`` for
    a seat or hand the record does not have.
    """
    final = replay_record(doc)  # validates the whole record first
    if type(seat) is not int or not 0 <= seat < final.players:
        raise ValueError(f"no seat {seat!r}")
    hands = doc["hands"]
    if hand is None:
        hand = len(hands) - 1
    if type(hand) is not int or not 0 <= hand < len(hands):
        raise ValueError(f"no hand {hand!r}")
    prefix = dict(doc, hands=hands[:hand] + [dict(hands[hand], plays=[])])
    game: Game = replay_record(prefix)
    out = []
    for p in hands[hand].get("plays", []):
        if game.phase == DEAL:  # pragma: no cover - replay_record validated it
            break
        move = Move.parse(p)
        if game.turn == seat and is_choice(game):
            out.append((game.view(seat), move.code))
        game.play(move)
    return out


def _reply(layout, could: int, div: int) -> tuple[int, int]:
    """``(points, tile)``: the most a tile of mask ``could`` scores on ``layout`` now."""
    best, best_tile = 0, -1
    if not layout.placed:
        return 0, -1
    total = layout.total
    first_double = layout.inline and layout.sniff < 0
    for s in layout.slots:
        p = s[1]
        m = could & WITH[p]
        base = total - s[2]
        while m:
            low = m & -m
            m ^= low
            t = TILE_OF_BIT[low]
            lo, hi = LO[t], HI[t]
            if lo == hi:
                tt = base + (lo if first_double else lo + lo)
            else:
                tt = base + (hi if p == lo else lo)
            pts = points_of(tt, div)
            if pts > best or (pts == best and pts and t > best_tile):
                best, best_tile = pts, t
    return best, best_tile


def review_decision(view: PlayerView, played: int, seed: int | None = 0, evaluator=None,
                    iterations: int = DEFAULT_ITERATIONS) -> Decision:
    """Review the play ``played`` (a move code) chosen in ``view``. Only ``view`` is
    read. ``evaluator(view, codes, seed) -> values`` defaults to :func:`hard_values`."""
    codes = legal_codes_of(view)
    if played not in codes:
        raise ValueError(f"move code {played} is not legal in this view")
    if evaluator is None:
        values = hard_values(view, codes, seed, iterations)
    else:
        values = list(evaluator(view, codes, seed))
    if len(values) != len(codes):
        raise ValueError("the evaluator must value every legal move")
    val = dict(zip(codes, values))
    best = max(codes, key=lambda c: (val[c], c == played, -c))
    loss = max(0.0, val[best] - val[played])
    mark = mark_of(loss)
    if mark == "best":
        best = played  # equivalent plays: the one made is a best play
    div = get_ruleset(view.ruleset).points_divisor
    lay = view.layout
    pts = {c: points_of(play_total(lay, c), div) for c in (played, best)}
    nxt = (view.seat + 1) % view.players
    could = view.unseen_mask & ~WITH_ANY[view.void[nxt]]
    replies = {}
    for c in (played, best):
        if view.hand_sizes[view.seat] == 1:
            replies[c] = (0, -1)  # the play goes out: nobody replies
            continue
        after = lay.copy()
        after.apply(c)
        replies[c] = _reply(after, could, div)
    have = view.scores[entry_of(view.seat, view.teams)]
    best_wins = bool(pts[best]) and have + pts[best] >= view.target
    played_wins = bool(pts[played]) and have + pts[played] >= view.target
    if mark == "best":
        reason = "best"
    elif best_wins and not played_wins:
        reason = "wins"
    elif pts[best] > pts[played]:
        reason = "scores"
    elif replies[played][0] > replies[best][0]:
        reason = "reply"
    else:
        reason = "later"
    return Decision(
        hand=view.hand_no, seat=view.seat, ply=len(view.moves), choices=len(codes),
        played=played, best=best, played_value=round(val[played], 2),
        best_value=round(val[best], 2), loss=round(loss, 1), mark=mark,
        played_points=pts[played], best_points=pts[best],
        played_reply=replies[played][0], played_reply_tile=replies[played][1],
        best_reply=replies[best][0], best_reply_tile=replies[best][1],
        best_wins=best_wins, reason=reason)


def review(doc: dict, seat: int, hand: int | None = None, seed: int | None = 0,
           evaluator=None, progress=None, iterations: int = DEFAULT_ITERATIONS) -> list:
    """Every decision of ``seat`` in hand ``hand`` of record ``doc``, reviewed:
    a list of :class:`Decision`. ``progress(done, total)`` is called after each."""
    todo = player_decisions(doc, seat, hand)
    out = []
    for i, (view, code) in enumerate(todo):
        out.append(review_decision(view, code, seed, evaluator, iterations))
        if progress is not None:
            progress(i + 1, len(todo))
    return out


def hand_summary(decisions) -> dict:
    """``{"marks": {mark: count}, "lost": points left on the table, "decisions": n}``."""
    marks = {m: 0 for m in MARKS}
    lost = 0.0
    for d in decisions:
        marks[d.mark] += 1
        lost += d.loss
    return {"marks": marks, "lost": round(lost, 1), "decisions": len(decisions)}

