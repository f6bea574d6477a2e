"""The coach's words: marks, reasons and the hand's summary line, built from the
coach's report (:mod:`game.present.coach`: the choices flagged and their points, in
scoring units) in the language now shown."""

from __future__ import annotations

from ..i18n import N_, _, ngettext
from ..texts import tile_label

__all__ = ["MARK_NAMES", "mark_name", "reason_text", "summary_text", "average_text",
           "mark_line", "decision_head", "points_words"]

MARK_NAMES = {
    "best": N_("Best"),
    "good": N_("Good"),
    "inaccuracy": N_("Inaccuracy"),
    "mistake": N_("Mistake"),
    # "Blunder" read harsh next to a friendly coach
    "blunder": N_("Big miss"),
}


def mark_name(mark: str) -> str:
    return _(MARK_NAMES[mark])


def points_words(n: int) -> str:
    """"about 20 points": a flagged choice's (or a hand's) points to gain, in scoring
    units (:mod:`game.present.coach`), said as the estimate it is."""
    # TRANSLATORS: the coach's estimate of points to gain (by simulation), e.g.
    # "about 20 points"; always a score the game can give (a multiple of 5 in American)
    return ngettext("about {n} point", "about {n} points", n).format(n=n)


def average_text(x: float) -> str:
    """An average of points per hand: one decimal unless whole (an average, not a loss
    the player saw, so a tenth tells a trend)."""
    x = round(float(x), 1)
    return str(int(x)) if x == int(x) else f"{x:.1f}"


def mark_line(f) -> str:
    """A choice's mark (a :class:`game.present.coach.Flag`) in words with its points:
    "Mistake: about 10 points to gain", "Good: close to the best", "Best" (no chess
    signs; the points are the coach's, in scoring units, the same the hand's line adds)."""
    name = mark_name(f.mark)
    if f.mark == "best":
        return name
    if f.mark == "good":
        return _("{mark}: close to the best").format(mark=name)
    # TRANSLATORS: e.g. "Big miss: about 20 points to gain" ({points} is "about 20 points")
    return _("{mark}: {points} to gain").format(mark=name, points=points_words(f.points))


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


def _plays(f, ctx) -> tuple[str, str]:
    """The two plays in words: the tiles, and the ends when one tile fits both
    ("[5|6] on the 6 end" and "[5|6] on the 5 end", never one tile named twice)."""
    d = f.decision
    played, best = tile_label(d.played >> 8), tile_label(d.best >> 8)
    pe, be = ctx.get("played_end"), ctx.get("best_end")
    if d.played >> 8 == d.best >> 8 and pe is not None and be is not None and pe != be:
        # TRANSLATORS: a tile and the end of the line it goes on, e.g. "[5|6] on the 5 end"
        on = _("{tile} on the {end} end")
        played, best = on.format(tile=played, end=pe), on.format(tile=best, end=be)
    return played, best


def _reply_words(f, ctx, played, best) -> str:
    """Yours let the next player score at once, the best play did not (as much)."""
    d = f.decision
    name = ctx.get("next_name") or _("the next player")
    n, m = d.played_reply, d.best_reply
    did = ctx.get("next_scored") == n  # the record shows it happened
    if did and m == 0:
        return _("Your {played} let {name} score {n} at once; {best} kept it "
                 "closed.").format(played=played, name=name, n=n, best=best)
    if did:
        return _("Your {played} let {name} score {n} at once; {best} left at most "
                 "{m}.").format(played=played, name=name, n=n, best=best, m=m)
    if m == 0:
        return _("Your {played} left {name} a chance to score {n} at once; {best} kept "
                 "it closed.").format(played=played, name=name, n=n, best=best)
    return _("Your {played} left {name} a chance to score {n} at once; {best} left at "
             "most {m}.").format(played=played, name=name, n=n, best=best, m=m)


def _end_words(best, ctx) -> str:
    """Why the hand's end swings it: with the best play you are more likely to go out
    first, and then the others' pips count (American: the biggest hand's deduction,
    rounded to 5; Sniff 61: your bonus), from ``ctx``."""
    if ctx.get("end_loss"):
        name, n = ctx["end_loss"]
        return _("{best} helps you go out first: {name} would lose {n} at the hand's "
                 "end.").format(best=best, name=name, n=n)
    if ctx.get("end_bonus"):
        return _("{best} helps you go out first: you would score {n} at the hand's "
                 "end.").format(best=best, n=ctx["end_bonus"])
    return _("{best} helps you go out first, before the pips in hand count at the "
             "hand's end.").format(best=best)


def reason_text(f, ctx: dict | None = None) -> str:
    """One short sentence on why the best play was better (or that this one was the
    best), for a :class:`game.present.coach.Flag`. Every number in it is a score the
    game can give. ``ctx`` (optional, from the position): ``"played_end"`` /
    ``"best_end"``, the pips of the end each play goes on; ``"next_name"``, the next
    player; ``"next_scored"``, what that player scored at once in the hand played;
    ``"end_loss"`` ``(name, points)`` or ``"end_bonus"`` points, what the hand's end
    would be worth if you went out now."""
    ctx = ctx or {}
    d = f.decision
    played, best = _plays(f, ctx)
    if f.cause == "best":
        if d.played_points:
            return ngettext("The best play: it scored {n} point.",
                            "The best play: it scored {n} points.",
                            d.played_points).format(n=d.played_points)
        # a fact, not "The best play here." (said of a [1|5] North then scored 10 on)
        name = ctx.get("next_name") or _("the next player")
        if d.played_reply:  # the trade-off, said
            return _("The best play by the coach's count, though {name} could score {n} "
                     "at once.").format(name=name, n=d.played_reply)
        return _("The best play here: {name} could not score at once after it.").format(
            name=name)
    if f.cause == "good":
        return _("{best} was only a little better (by simulation).").format(best=best)
    if f.cause == "wins":
        return _("{best} here would have won the game; your {played} scored {n}.").format(
            best=best, played=played, n=d.played_points)
    if f.cause == "scores":
        return _("{best} scored {b} here; your {played} scored {p}.").format(
            best=best, b=d.best_points, played=played, p=d.played_points)
    if f.cause == "reply":
        return _reply_words(f, ctx, played, best)
    if f.cause == "end":
        return _end_words(best, ctx)
    return _("{best} sets up more points later in the hand (by simulation).").format(
        best=best)


def summary_text(report) -> str:
    """The hand in a coach's words (a :class:`game.present.coach.CoachReport`): what to
    look at, not a verdict ("2 plays to look at again, about 15 points to gain"); the
    points are the report's total, the sum of what each flagged choice says."""
    if not len(report):
        return _("Nothing to review in this hand: you had no choice to make.")
    k = len(report.flags)
    if not k:
        if report.goods:
            return _("Good plays all hand: every choice close to the best.")
        return _("Every play was the best one.")
    plays = ngettext("{n} play", "{n} plays", k).format(n=k)
    # TRANSLATORS: e.g. "2 plays to look at again, about 15 points to gain" (the coach's
    # summary of a hand: a friendly pointer, not a verdict)
    return _("{plays} to look at again, {points} to gain.").format(
        plays=plays, points=points_words(report.total))
