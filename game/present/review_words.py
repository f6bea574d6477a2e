"""The coach's words: marks, reasons and the hand's summary line, built from the
engine's :class:`engine.bots.review.Decision` data in the language now shown."""

from __future__ import annotations

from ..i18n import N_, _, ngettext
from ..texts import tile_label

__all__ = ["MARK_NAMES", "mark_name", "reason_text", "summary_text", "points_text",
           "average_text", "lost_points", "mark_line", "decision_head", "from_hand_end",
           "END_SWING", "LOOK_AGAIN", "hand_points", "play_split"]

#: A difference at least this many points, and well beyond what the two plays score
#: now and give away to the next player, comes from the hand's end (going out first,
#: a block, the pips deducted): the coach says so ("Blunder: 121
#: points short" with every play +0 read as wrong).
END_SWING = 15

MARK_NAMES = {
    "best": N_("Best"),
    "good": N_("Good"),
    "inaccuracy": N_("Inaccuracy"),
    "mistake": N_("Mistake"),
    # "Blunder" read harsh next to a friendly coach
    "blunder": N_("Big miss"),
}

#: The marks of the plays "to look at again" (below Good): the ones the hand's points
#: to gain add up. A Good play is within 2 points of the best, the simulation's noise.
LOOK_AGAIN = ("inaccuracy", "mistake", "blunder")


def mark_name(mark: str) -> str:
    return _(MARK_NAMES[mark])


def points_text(x: float) -> str:
    """A loss in points, in whole points: the one rounding the coach uses everywhere (a
    hand's line, a decision's mark and the summary all say the same number)."""
    return str(lost_points(x))


def lost_points(x) -> int:
    """Whole points lost: one loss (a number) or the sum of decisions' rounded losses
    (an iterable of decisions), so the hand's total is the sum of what each says."""
    if isinstance(x, (int, float)):
        return max(0, round(float(x)))
    return sum(lost_points(d.loss) for d in x)


def hand_points(decisions) -> int:
    """The hand's points to gain: the ONE number the hand summary, the review and the
    statistics say for a hand -- the sum of the whole points each play to look at again
    says in its own line ("Inaccuracy: 4 points short" -> "1 play to look at again,
    4 points to gain" -> 4 in the statistics, not 4 vs 5 vs 4.7 that disagreed)."""
    return sum(lost_points(d.loss) for d in decisions if d.mark in LOOK_AGAIN)


def play_split(decisions) -> tuple[int, int]:
    """``(when played, later)``: the hand's points to gain split between what the plays
    scored and gave the next player at once (the best play's points minus yours, the
    next player's reply to yours minus to the best) and the rest, later in the hand (the
    later plays, going out, the pips deducted at its end). Each play's part when played
    is at most its whole loss; the two add up to :func:`hand_points` ((0, 0) when the
    decisions do not say what the plays scored)."""
    now = later = 0
    for d in decisions:
        if d.mark not in LOOK_AGAIN:
            continue
        if not hasattr(d, "best_points"):  # a bare mark and loss: no split known
            return 0, 0
        n = lost_points(d.loss)
        a = max(0, d.best_points - d.played_points) + max(0, d.played_reply - d.best_reply)
        a = min(n, a)
        now += a
        later += n - a
    return now, later


def average_text(x: float) -> str:
    """An average of points per hand: one decimal unless whole (an average, not a loss
    the player saw, so a tenth tells a trend)."""
    x = round(float(x), 1)
    return str(int(x)) if x == int(x) else f"{x:.1f}"


def mark_line(d) -> str:
    """A decision's mark in words with how far it was from the best: "Mistake: 10
    points short of the best", "Good: within a point of the best", "Best" (no chess
    signs: "?" reads as a broken glyph; not "you lost", which read wrong in a "Good"'s
    green), counted over the rest of the hand ("1 point short" beside a play
    that scored +5 against the best's +0 read as a contradiction)."""
    name = mark_name(d.mark)
    if d.mark == "best":
        return name
    n = lost_points(d.loss)
    if n == 0:
        return _("{mark}: within a point of the best over the rest of the hand").format(
            mark=name)
    if d.mark not in LOOK_AGAIN:  # Good: not among the hand's points to gain
        return ngettext("{mark}: {n} point from the best, close enough",
                        "{mark}: {n} points from the best, close enough", n).format(
            mark=name, n=n)
    if from_hand_end(d):  # the swing of the hand's end, not of this play's points
        return ngettext("{mark}: {n} point short of the best, by the hand's end",
                        "{mark}: {n} points short of the best, by the hand's end",
                        n).format(mark=name, n=n)
    return ngettext("{mark}: {n} point short of the best over the rest of the hand",
                    "{mark}: {n} points short of the best over the rest of the hand",
                    n).format(mark=name, n=n)


def decision_head(i: int, n: int, mistakes: int | None = None) -> str:
    """"Your choice 2 of 8 · 3 mistakes": the choice shown among the player's choices
    (forced plays are not choices, and not counted) and how many the coach rates below
    Best, the ones Next mistake jumps to (None: not said, while the analysis runs or
    where the line has no room); "Choice 2 of 8 (4 forced plays skipped)" confused."""
    if mistakes is None:
        return _("Your choice {i} of {n}").format(i=i, n=n)
    if not mistakes:
        return _("Your choice {i} of {n} · no mistakes").format(i=i, n=n)
    return ngettext("Your choice {i} of {n} · {k} mistake",
                    "Your choice {i} of {n} · {k} mistakes", mistakes).format(
        i=i, n=n, k=mistakes)


def from_hand_end(d) -> bool:
    """The difference between the play and the best comes mostly from the hand's end:
    what the plays score now and give away next explains little of it."""
    if not hasattr(d, "best_reply"):  # a bare mark and loss: nothing to compare
        return False
    if d.best_points > d.played_points:  # a play-time loss, not the end's
        return False
    near = abs(d.best_points - d.played_points) + abs(d.played_reply - d.best_reply)
    n = lost_points(d.loss)
    return n >= END_SWING and n > 2 * near


def _end_words(d, ctx) -> str:
    """Why the hand's end swings it, in a player's words: with the best play you are
    more likely to go out first (or to win a block), and then the others lose the pips
    they hold (the biggest hand's now, from ``ctx``), which nobody scores along the way."""
    best = tile_label(d.best >> 8)
    who = (ctx or {}).get("others_pips")
    if who:
        name, pips = who
        return _("{best} helps you go out first: {name} would lose {n} pips at the "
                 "hand's end.").format(best=best, name=name, n=pips)
    return _("{best} helps you go out first: the others would lose their pips at the "
             "hand's end.").format(best=best)


def reason_text(d, ctx: dict | None = None) -> str:
    """One sentence on why the best play was better (or that this one was the best).
    ``ctx`` (optional, from the position): ``"played_end"``/``"best_end"``, the pips
    of the end each play went on; ``"others_pips"``, ``(name, pips)`` of the opponent
    holding the most."""
    ctx = ctx or {}
    played, best = tile_label(d.played >> 8), tile_label(d.best >> 8)
    same = d.played >> 8 == d.best >> 8  # one tile, two ends: say which end
    pe, be = ctx.get("played_end"), ctx.get("best_end")
    if same and d.reason != "best" and pe is not None and be is not None and pe != be:
        if from_hand_end(d):
            return _("Your {played} on the {a} end scored {p}; the {b} end is worth {d} "
                     "more by the hand's end.").format(
                played=played, a=pe, b=be, p=d.played_points, d=points_text(d.loss))
        return _("Your {played} on the {a} end scored {p}; the {b} end is worth {d} "
                 "more over the hand.").format(
            played=played, a=pe, b=be, p=d.played_points, d=points_text(d.loss))
    if d.reason in ("later", "reply") and from_hand_end(d):
        return _end_words(d, ctx)
    if d.reason == "best":
        if d.played_points:
            return ngettext("The best play: it scored {n} point.",
                            "The best play: it scored {n} points.",
                            d.played_points).format(n=d.played_points)
        return _("The best play here.")
    if d.reason == "wins":
        return _("{best} here would have won the game; your {played} scored {n}.").format(
            best=best, played=played, n=d.played_points)
    if d.reason == "scores":
        if d.played_reply > d.best_reply and d.played_reply_tile >= 0:
            # two short sentences: what the best play scored, then what yours gave away
            return _("{best} scored {b} here. Your {played} scored {p}, but then the next "
                     "player could score {n} with {reply}.").format(
                best=best, b=d.best_points, played=played, p=d.played_points,
                reply=tile_label(d.played_reply_tile), n=d.played_reply)
        return _("{best} here scored {b} now; your {played} scored {p}.").format(
            best=best, b=d.best_points, played=played, p=d.played_points)
    if d.reason == "reply":
        return _("Your {played} left the next player up to {n} (with {reply}); {best} left "
                 "at most {m}.").format(played=played, n=d.played_reply,
                                        reply=tile_label(d.played_reply_tile), best=best,
                                        m=d.best_reply)
    if lost_points(d.loss) == 0:
        return _("Your {played} scored {p} now, but {best} is worth a little more over the "
                 "rest of the hand (by simulation).").format(played=played, p=d.played_points,
                                                            best=best)
    return _("Your {played} scored {p} now, but {best} is worth {d} more over the rest of "
             "the hand (by simulation).").format(played=played, p=d.played_points, best=best,
                                                 d=points_text(d.loss))


def summary_text(summary: dict, decisions=None) -> str:
    """The hand in a coach's words: what to look at, not a verdict ("3 plays to look
    at again, 14 points to gain"), and where the points were: when played or later in
    the hand (not "mostly at the hand's end" when most came from the opening
    play's score). The points are :func:`hand_points` (``decisions``; without them,
    ``summary["lost"]``)."""
    marks = summary["marks"]
    if not summary["decisions"]:
        return _("No choices to review in this hand: every play was forced.")
    k = sum(marks.get(m, 0) for m in LOOK_AGAIN)
    if decisions is not None:
        lost = hand_points(decisions)
        now, later = play_split(decisions)
    else:
        lost, now, later = lost_points(summary["lost"]), 0, 0
    if not k:
        if any(marks.get(m, 0) for m in ("good",)):
            return _("Good plays all hand: every choice within 2 points of the best.")
        return _("Every play was the best one.")
    plays = ngettext("{n} play", "{n} plays", k).format(n=k)
    points = ngettext("{n} point", "{n} points", lost).format(n=lost)
    if now and later:
        # TRANSLATORS: e.g. "2 plays to look at again, 21 points to gain: 5 when played,
        # 16 later in the hand" (the plays' own scores vs the later plays and the pips
        # deducted at the hand's end)
        return _("{plays} to look at again, {points} to gain: {now} when played, {later} "
                 "later in the hand.").format(plays=plays, points=points, now=now,
                                              later=later)
    if later and decisions is not None:
        # TRANSLATORS: e.g. "2 plays to look at again, 151 points to gain, all later in
        # the hand" (the plays scored as much as the best; going out, the pips deducted)
        return _("{plays} to look at again, {points} to gain, all later in the "
                 "hand.").format(plays=plays, points=points)
    # TRANSLATORS: e.g. "3 plays to look at again, 14 points to gain" (the coach's
    # summary of a hand: a friendly pointer, not a verdict)
    return _("{plays} to look at again, {points} to gain.").format(plays=plays,
                                                                   points=points)
