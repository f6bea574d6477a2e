"""The hand summary's words and numbers, as lines: the headline (what ended the hand,
one thing: "North went out"), the column labels, each seat's row (its points in play, its hand's end, the two
together) and the race to the target.

Every number comes from the hand's :class:`~game.present.tally.HandTally`, itself
made of the engine's events (the hand's ``Play`` points and its ``HandEnd``)."""

from __future__ import annotations

from ...i18n import N_, _, ngettext
from ...present.going_out import lead_of, lead_words
from ...present.tally import HandTally
from ...texts import GOING_OUT_RULE, team_name
from ...ui.numbers import signed
from .win import win_title

__all__ = ["summary_lines", "hand_phrase", "hand_result", "headline", "rounding_legend",
           "COLUMNS", "best_entries", "race_words", "seat_order"]

#: The three number columns' labels: the hand's scoring plays, its end, both together.
COLUMNS = (N_("In play"), N_("Hand end"), N_("This hand"))


def hand_phrase(t: HandTally, seat: int, deduct: bool) -> str:
    """What a seat's hand left, in a few words beside its number: "went out", "16
    pips" (its rounding is the number beside it: "−15"), nothing for a game won
    mid-hand (the hands are not counted)."""
    if t.how == "target":
        return ""
    p = t.pips[seat]
    if p == 0 and (t.seat == seat or not t.hands[seat]):
        return _("went out") if t.seat == seat else _("no tiles left")
    return ngettext("{n} pip", "{n} pips", p).format(n=p)


def hand_result(t: HandTally, seat: int, deduct: bool) -> str:
    """The hand end's number for a seat: "−15" (its rounded pips taken off), "0" (1-2
    pips: nothing lost), "+5" (Sniff 61's winner), "" (nothing to say: the one who went
    out in American Sniff, the others in Sniff 61, a game won mid-hand)."""
    if t.how == "target":
        return ""
    if deduct:
        if t.seat == seat and t.pips[seat] == 0:
            return ""
        return signed(t.settled[seat])
    return signed(t.settled[seat]) if t.seat == seat else ""


def _event(game, names, t: HandTally, human) -> str:
    """What ended the hand: "North went out", "Blocked: nobody can play"; a game won
    mid-hand, or at the hand's end: who won ("You win!")."""
    if t.winner is not None:  # the hand won the game: that is the news
        return win_title(game, names, human, t.winner)[0]
    if t.how == "domino" and game.rules.settlement == "deduct":
        framed = domino_headline(game, names, t, human)
        if framed:
            return framed
    if t.how == "domino" and human is not None and t.seat == human:
        return _("You went out!")  # the table's plate says it the same way
    if t.how == "domino":  # as the table's plate says it
        return _("{name} went out").format(name=names[t.seat])
    if t.seat is not None:
        return _("Blocked: {name} has the fewest pips").format(name=names[t.seat])
    if best_entries(t):  # the race's result follows: who came off best
        return _("Blocked")
    return _("Blocked: nobody can play")


def domino_headline(game, names, t: HandTally, human) -> str:
    """American Sniff's going out from the player's side (RULES.md 1.7: no bonus, the
    others lose their rounded pips): "You went out: North loses 25" (what the
    opponents lost is the player's side's gain in the race), "North went out: West +
    East lose 40" (the player's partner), "You went out: the others lose 35" (3
    players); another side's going out: "North went out: your tiles left −10" (the
    player's own leftover cost, never a mysterious drop); "" when there is nothing to
    add (nobody paid, or no player at the table)."""
    if human is None or t.seat is None:
        return ""
    ent = t.entries or tuple(range(len(t.pips)))
    went = ent[t.seat]
    if ent[human] != went:
        own = -t.settled[human]
        if own <= 0:
            return ""
        # TRANSLATORS: the hand summary's headline when another player went out:
        # the rounded pips of the player's own tiles left, taken off their score
        return _("{name} went out: your tiles left −{n}").format(
            name=names[t.seat], n=own)
    lost: dict[int, int] = {}
    for s, c in enumerate(t.settled):
        if c < 0 and ent[s] != went:
            lost[ent[s]] = lost.get(ent[s], 0) - c
    if not lost:
        return ""
    n = sum(lost.values())
    if len(lost) > 1:
        # TRANSLATORS: the hand summary's headline (American Sniff, 3 players): the
        # others' rounded pips came off their scores
        return _("You went out: the others lose {n}").format(n=n)  # (no partners)
    (e,) = lost
    if game.teams:
        # TRANSLATORS: the hand summary's headline (partners): "You went out: West +
        # East lose 40" (the opposing pair's rounded pips off their score)
        return (_("You went out: {names} lose {n}") if t.seat == human else
                _("{name} went out: {names} lose {n}")).format(
                    name=names[t.seat], names=team_name(names[e], names[e + 2]), n=n)
    # TRANSLATORS: the hand summary's headline (American Sniff): you went out and
    # North's rounded pips came off North's score: "You went out: North loses 25"; the same
    # verb as the table's plate ("North loses 25") and the Rules screen
    return _("You went out: {name} loses {n}").format(name=names[e], n=n)


def best_entries(t: HandTally) -> list[int]:
    """The score entries that came off best in a blocked hand nobody won (lost least:
    American Sniff takes every hand's pips); [] when all came off the same, or the hand
    was not such a block."""
    if t.how != "blocked" or t.seat is not None:
        return []
    best = max(t.change)
    tops = [e for e, c in enumerate(t.change) if c == best]
    return [] if len(tops) == len(t.change) else tops


def race_words(game, names, t: HandTally, human=None) -> tuple[str, bool]:
    """Where the race stands after the hand, and whether the player's side leads:
    ("You lead by 30", True), ("North leads by 5", False), ("Your side leads by 30",
    True), ("Tied at 40", False); ("", False) for the hand that won the game."""
    if t.winner is not None or len(t.scores) < 2:
        return "", False
    return lead_words(names, lead_of(t.scores), game.teams, human)


def race_swing(game, t: HandTally, human=None) -> int:
    """How far the hand moved the player's side ahead of its nearest rival (points
    the gap grew by; 0 when it did not grow, or with no player or a finished game)."""
    if human is None or t.winner is not None or len(t.scores) < 2:
        return 0
    m = game.seat_entry(human)
    others = [e for e in range(len(t.scores)) if e != m]
    rival = max(others, key=lambda e: t.scores[e])
    swing = (t.scores[m] - t.scores[rival]) - (t.start[m] - t.start[rival])
    return max(0, int(swing))


def seat_order(game, human=None) -> list[int]:
    """The seats in the summary's rows: in partnership play by side, the player's side
    first (You, North, then West, East); else the seats in turn."""
    n = game.players
    if not game.teams:
        return list(range(n))
    first = game.seat_entry(human) if human is not None else 0
    return sorted(range(n), key=lambda s: (game.seat_entry(s) != first, s))


def headline(game, names, t: HandTally, human=None) -> str:
    """The summary's headline: what ended the hand, one thing ("North went out", "You
    went out!", "Blocked", "You win!"); what the hand did for each side is in the rows
    ("This hand") and the race under them."""
    return _event(game, names, t, human)


def rounding_legend(t: HandTally, deduct: bool) -> str:
    """American Sniff's hand end in one short plain line, when it needs saying: a block
    nobody could finish ("Nobody could go out: everyone loses the pips left in hand"),
    or a hand's count rounded (RULES.md 1.7: to the nearest 5; each row shows its own
    "16 pips → −15"); "" otherwise."""
    if not deduct or t.how == "target":
        return ""
    if t.how == "blocked" and t.seat is None:
        # TRANSLATORS: the hand summary's line under the headline of a blocked hand
        return _("Nobody could go out: everyone loses the pips left in hand")
    if t.how == "domino":  # what going out did, as the Rules screen says it
        return _(GOING_OUT_RULE)
    if not any(p % 5 for p in t.pips):
        return ""
    # TRANSLATORS: the hand summary's line under the headline (American Sniff); each
    # row shows its own "16 pips → −15"
    return _("Pips left are rounded to the nearest 5")


def summary_lines(game, names, t: HandTally, human=None) -> list[tuple]:
    """The summary as lines: ``("title", headline, kicker)`` ("Hand 1" aside),
    ``("legend", text)`` (Sniff 61's bonus rule; American Sniff's rounding when a
    count was rounded; a game won mid-hand: its hands are not counted), ``("score",
    entry, text)`` (the race rows: the outcome, first), ``("head", labels)`` (the
    number columns), ``("hand", seat, phrase, result, in_play, total)`` (a seat's row:
    "16 pips" "−15", its points in play, its whole hand)."""
    deduct = game.rules.settlement == "deduct"
    lines: list[tuple] = [("title", headline(game, names, t, human),
                           _("Hand {hand}").format(hand=t.hand_no + 1))]
    if t.how == "target":  # RULES.md 1.8: the game ends at once, the hand unsettled
        lines.append(("legend", _("Reaching {target} ends the game at once: the tiles "
                                  "left in hand are not counted.").format(
                                      target=game.target)))
    elif not deduct:  # the bonus rule, over the hands it counts
        lines.append(("legend", _("The winner scores the opponents' pips / 5, rounded to the "
                                  "nearest point (21 or 22 -> 4, 23 or 24 -> 5)")))
    elif t.how == "blocked" and rounding_legend(t, deduct):  # why it cost everyone
        lines.append(("legend", rounding_legend(t, deduct)))  # (kept at any text size)
    elif rounding_legend(t, deduct):  # a count was rounded (each row shows its own)
        lines.append(("legend", rounding_legend(t, deduct), "rounding"))
    # the outcome first: the race (its bars moving from the hand's start to its end),
    # then each hand's numbers under it
    race_at = len(lines) - (1 if lines[-1][0] == "legend" else 0)
    for e in range(len(t.scores)):
        who = team_name(names[e], names[e + 2]) if game.teams else names[e]
        lines.insert(race_at + e, ("score", e, _("{name}: {score}  ({change})").format(
            name=who, score=t.scores[e], change=signed(t.change[e]))))
    labels = tuple(_(c) for c in COLUMNS)
    if t.how == "target":  # no hand end to show
        labels = (labels[0], "", labels[2])
    lines.append(("head", labels))
    for s in seat_order(game, human):
        lines.append(("hand", s, hand_phrase(t, s, deduct), hand_result(t, s, deduct),
                      signed(t.in_play[s]) if t.in_play[s] else "0",
                      signed(t.total(s)) if t.total(s) else "0"))
    return lines
