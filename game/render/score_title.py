"""The scoreboard's title at large text (at 200 % it was once cut to
"to 100" / "do 100" / "目标 250 分" and lost the rules' name): the whole title where it
fits at full size or a little smaller, else with the rules' short name ("Sniff: to
100"), else the shortest of those a little smaller; the rules' name is never dropped."""

from __future__ import annotations

from ..i18n import N_, _

__all__ = ["SHORT_RULES", "MIN_SHRINK", "title_options", "fit_title"]

#: A ruleset's name (as the table's title says it) and its short name at large text.
SHORT_RULES = ((N_("American Sniff"), N_("Sniff")),)
#: The title may be drawn this much smaller than the names under it (at most) to keep
#: its words whole; beyond that it gives up its rules' name (a title with none to keep).
MIN_SHRINK = 0.75


def title_options(title: str) -> list[str]:
    """``title`` and, longest first, the same with each rules' short name."""
    out = [title]
    for full, short in SHORT_RULES:
        name = _(full)
        if name and name in title and _(short) != name:
            out.append(title.replace(name, _(short)))
    return out


def fit_title(title: str, width) -> str:
    """The title to draw: ``width(text)`` is a text's width at full size divided by the
    room it has (1.0: it just fits). The whole title where it fits at :data:`MIN_SHRINK`
    of full size; else the first of :func:`title_options` that fits; else
    the narrowest of them where it fits at :data:`MIN_SHRINK` of full size (drawn that
    much smaller); else its target alone (after the colon, as a daily deal's "to 100")."""
    options = title_options(title)
    if width(title) <= 1.0 / MIN_SHRINK:  # the whole title, a little smaller if need be
        # (the short name at 200 %, "Sniff: to 100", read as a name cut)
        return title
    for t in options:
        if width(t) <= 1.0:
            return t
    best = min(options, key=width)
    if width(best) <= 1.0 / MIN_SHRINK:
        return best
    for colon in ("\uff1a", ":"):
        head, sep, tail = best.rpartition(colon)
        if sep and head and tail.strip():
            return tail.strip()
    return best
