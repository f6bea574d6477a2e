"""The coach's words: marks, reasons and the hand's summary line, built from the
engine's :class:`engine.bots.review.Decision` data in the language now shown."""

from __future__ import annotations

from ..i18n import N_, _, ngettext
from ..texts import tile_label

__all__ = ["MARK_NAMES", "mark_name", "reason_text", "summary_text", "points_text"]

MARK_NAMES = {
    "best": N_("Best"),
    "good": N_("Good"),
    "inaccuracy": N_("Inaccuracy"),
    "mistake": N_("Mistake"),
    "blunder": N_("Blunder"),
}


def mark_name(mark: str) -> str:
    return _(MARK_NAMES[mark])


def points_text(x: float) -> str:
    """A loss in points: whole numbers plain, others with one decimal."""
    x = round(float(x), 1)
    return str(int(x)) if x == int(x) else f"{x:.1f}"


def reason_text(d) -> str:
    """One sentence on why the best play was better (or that this one was the best)."""
    played, best = tile_label(d.played >> 8), tile_label(d.best >> 8)
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
            return _("{best} here scored {b} now; your {played} scored {p} and left {reply} "
                     "to the next player's {n}.").format(
                best=best, b=d.best_points, played=played, p=d.played_points,
                reply=tile_label(d.played_reply_tile), n=d.played_reply)
        return _("{best} here scored {b} now; your {played} scored {p}.").format(
            best=best, b=d.best_points, played=played, p=d.played_points)
    if d.reason == "reply":
        return _("Your {played} left the next player up to {n} (with {reply}); {best} left "
                 "at most {m}.").format(played=played, n=d.played_reply,
                                        reply=tile_label(d.played_reply_tile), best=best,
                                        m=d.best_reply)
    return _("Your {played} scored {p} now, but {best} is worth {d} more over the rest of "
             "the hand (by simulation).").format(played=played, p=d.played_points, best=best,
                                                 d=points_text(d.loss))


def summary_text(summary: dict) -> str:
    """"2 mistakes, 14 points left on the table"."""
    marks = summary["marks"]
    parts = []
    k = marks.get("blunder", 0)
    if k:
        parts.append(ngettext("{n} blunder", "{n} blunders", k).format(n=k))
    k = marks.get("mistake", 0)
    if k:
        parts.append(ngettext("{n} mistake", "{n} mistakes", k).format(n=k))
    k = marks.get("inaccuracy", 0)
    if k:
        parts.append(ngettext("{n} inaccuracy", "{n} inaccuracies", k).format(n=k))
    if not summary["decisions"]:
        return _("No choices to review in this hand: every play was forced.")
    lost = round(summary["lost"])
    if not parts and not lost:
        return _("Every play was the best one.")
    # TRANSLATORS: between the counts of "2 mistakes, 1 blunder"
    head = _(", ").join(parts) if parts else _("No mistakes")
    return ngettext("{marks}, {n} point left on the table",
                    "{marks}, {n} points left on the table", lost).format(marks=head, n=lost)
