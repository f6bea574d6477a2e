"""The bots' reactions read off the table's view, once per moment (see
:class:`~game.render.reactions.Reactions` for the phrases and the bubbles): who says
what about whose play (a bot praises only another seat's play; the
player's partner cheers the player)."""

from __future__ import annotations

from ...render.reactions import BIG_SCORE, PARTNER_CHANCE, PLAYER_BIG

__all__ = ["ours", "react"]


def ours(game, human, msg) -> bool:
    """``msg`` is about the player's side (the player ``human`` or a partner)."""
    seat = getattr(msg, "seat", None)
    if seat is None or human is None:
        return False
    return game.seat_entry(seat) == game.seat_entry(human)


def react(reactions, v, game, human, now: float) -> None:
    """Feed the bots' reactions (:class:`~game.render.reactions.Reactions`) from the
    view, once per moment: a bot's play scoring 15+, a bot going out, a bot passing
    (stuck), and sometimes (seeded) a bot of the other side answering the player's
    side scoring 15+ or going out. A new hand: every phrase may be said again."""
    if human is None:  # a demo: nobody to talk to
        return
    seen = reactions.seen
    hand = v.deals  # the hand on screen: the engine deals the next one ahead of it
    if seen.get("hand") != hand:
        seen["hand"] = hand
        reactions.new_hand()
    others = [s for s in range(game.players) if game.seat_entry(s) != game.seat_entry(human)]
    move = getattr(v, "last_move", None)  # a Msg, new at each play as it lands
    if move is not None and move.key == "play" and move is not seen.get("move"):
        seen["move"] = move
        seat = move.seat
        raw = move.data.get("points", 0) * max(1, getattr(game.rules, "points_divisor", 1))
        if isinstance(seat, int) and 0 <= seat < game.players:
            if not ours(game, human, move) and raw >= BIG_SCORE:
                reactions.react(seat, "big", now)
            elif ours(game, human, move) and raw >= PLAYER_BIG:
                _answer(reactions, game, human, seat, others, "big", now)
    banner = v.banner if v.banner.startswith("domino") else ""
    if banner != seen.get("banner", ""):
        seen["banner"] = banner
        seat = getattr(v.status, "seat", None)
        if banner and isinstance(seat, int) and 0 <= seat < game.players:
            if not ours(game, human, v.status):
                reactions.react(seat, "out", now)
            else:  # the player's side went out
                _answer(reactions, game, human, seat, others, "out", now)
    passes = {s for s in v.passes if s != human}
    for seat in sorted(passes - seen.get("passes", set())):
        reactions.react(seat, "blocked", now)
    seen["passes"] = passes


def _answer(reactions, game, human, seat, others, moment: str, now: float) -> None:
    """The player's side's ``moment`` ("big" / "out") by ``seat``: the player's own is
    cheered (seeded, often) by their partner in a 4-player game, else answered (seeded,
    sometimes) by an opponent; never praised by the seat that played it."""
    partner = (human + 2) % game.players if getattr(game, "teams", False) else None
    if seat == human and partner is not None and reactions.chance(PARTNER_CHANCE):
        reactions.react(partner, f"partner_{moment}", now)
    elif others and reactions.chance():
        reactions.react(reactions.rng.choice(others), f"player_{moment}", now)
