"""What the coach's words may name from the position a review shows (no drawing):
the ends the two plays go on, the next player and what they scored at once, and what
the hand's end would be worth if the player went out now -- every number a score the
ruleset can give (American: pips rounded to 5; Sniff 61: pips / 5, rounded)."""

from __future__ import annotations

from engine.events import Play
from engine.rules import going_out_bonus, hand_end_cost
from engine.tiles import PIPS, mask_tiles

__all__ = ["reason_context", "next_scored"]


def reason_context(cursor, d, seat: int, names, cache: dict | None = None) -> dict:
    """For :func:`game.present.review_words.reason_text`: from ``cursor`` (a
    :class:`~game.scenes.review.replay_cursor.HandCursor`) standing before the play
    ``d`` of ``seat``. Empty when the cursor is elsewhere. ``cache`` keeps
    :func:`next_scored` per position (it replays a copy)."""
    g = cursor.game
    if cursor.pos != d.ply:
        return {}
    ends = {c: p for c, p, _v, _k in g.layout.slots}
    out = {"played_end": ends.get(d.played & 0xFF), "best_end": ends.get(d.best & 0xFF)}
    nxt = (seat + 1) % g.players
    out["next_name"] = names[nxt]
    if cache is None:
        cache = {}
    if d.ply not in cache:
        cache[d.ply] = next_scored(cursor, d.ply, nxt)
    out["next_scored"] = cache[d.ply]
    mine = g.seat_entry(seat)
    others = [(sum(PIPS[t] for t in mask_tiles(g.hands[s])), s)
              for s in range(g.players) if g.seat_entry(s) != mine]
    if others:
        if g.rules.settlement == "deduct":  # American: the biggest hand's deduction
            _pips, s = max(others)
            loss = hand_end_cost(g.rules, mask_tiles(g.hands[s]))
            if loss:
                out["end_loss"] = (names[s], loss)
        else:  # Sniff 61: the winner scores the opponents' pips / 5, rounded
            bonus = going_out_bonus(g.rules, [t for _p, s in others
                                              for t in mask_tiles(g.hands[s])])
            if bonus:
                out["end_bonus"] = bonus
    return out


def next_scored(cursor, ply: int, nxt: int):
    """What seat ``nxt`` scored with the hand's play after play ``ply`` (None: that
    play is not ``nxt``'s, or the hand ended), on a copy of the cursor's game standing
    at ``ply``."""
    plays = cursor.plays
    if ply + 1 >= len(plays):
        return None
    g = cursor.game.copy()
    g.play(plays[ply])
    if g.phase != "play":
        return None
    for ev in g.play(plays[ply + 1]):
        if isinstance(ev, Play) and ev.seat == nxt:
            return ev.points
    return None
