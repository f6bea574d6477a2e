"""Going out (a domino) as the player's gain, in words shown after the tiles told it
(issue 16: going out felt unrewarded): "You went out" over what it cost the others in
the words the Rules screen and the hand summary use ("North loses 10, West loses 5":
their own scores go down, the player's does not move), or in Sniff 61 "You went out:
+4" ("North 12 + West 9 = 21 pips ÷ 5").

The rules decide who gets what (RULES.md 1.7 and 3): in American Sniff going out earns
no bonus, the others' rounded pips are taken off their scores, so the going-out side
gains in the race the others' losses less its own (a partner's pips cost the pair);
in Sniff 61 the side that goes out scores all the others' pips together ÷ 5. The
words are data (:class:`GoingOut`) turned into words when drawn, so they follow a
change of language."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _, ngettext

__all__ = ["GoingOut", "going_out", "loses"]


@dataclass(frozen=True)
class GoingOut:
    """What going out did: ``seat`` went out; ``gain`` is what its side gained in the
    race (points); ``parts`` is ``(seat, points)`` of each other hand it came from (the
    "-N" taken off, or in Sniff 61 the pips counted); ``bonus``: the side scored
    (Sniff 61) rather than the others losing (American Sniff); ``pips``: Sniff 61's
    pips summed before ÷ 5."""
    seat: int
    gain: int
    parts: tuple
    bonus: bool
    pips: int = 0
    #: Sniff 61's blocked hand won by the fewest pips (no one went out).
    blocked: bool = False

    def headline(self, names, human) -> str:
        """"You went out", "North went out: +4" (Sniff 61), "Fewest pips: +4"."""
        me = human is not None and self.seat == human
        if self.blocked:  # Sniff 61: the fewest pips win a blocked hand
            return (_("Fewest pips: +{n}").format(n=self.gain) if me else
                    _("{name} has the fewest pips: +{n}").format(name=names[self.seat],
                                                                 n=self.gain))
        if self.bonus and self.gain > 0:
            return (_("You went out: +{n}").format(n=self.gain) if me else
                    _("{name} went out: +{n}").format(name=names[self.seat], n=self.gain))
        # American Sniff: nothing is added for going out; the others lose (the line
        # under it says who and how much)
        return _("You went out") if me else \
            _("{name} went out").format(name=names[self.seat])

    def source(self, names, human=None) -> str:
        """What it did: "North loses 10, West loses 5" (the rounded pips taken off
        their own scores; "You lose 5" for the player) or, in Sniff 61, "North 12 + West
        9 = 21 pips ÷ 5"."""
        if self.bonus:
            terms = " + ".join(f"{names[s]} {p}" for s, p in self.parts)
            return ngettext("{terms} = {n} pip ÷ 5", "{terms} = {n} pips ÷ 5",
                            self.pips).format(terms=terms, n=self.pips)
        return ", ".join(loses(names, s, p, human) for s, p in self.parts)

    def words(self, names, human) -> str:
        """The headline and where it came from, one line each."""
        return self.headline(names, human) + "\n" + self.source(names, human)


def loses(names, seat: int, n: int, human=None) -> str:
    """A hand end's loss in the one wording of the table and the summary: "North loses
    15" ("You lose 15" for the player): the rounded pips off that seat's own score."""
    if human is not None and seat == human:
        # TRANSLATORS: American Sniff's hand end: your rounded pips off your score
        return _("You lose {n}").format(n=n)
    # TRANSLATORS: American Sniff's hand end: a player's (or side's) rounded pips taken
    # off their own score, e.g. "North loses 15"
    return _("{name} loses {n}").format(name=names[seat], n=n)


def going_out(ev, parts) -> GoingOut | None:
    """The :class:`GoingOut` of the hand end ``ev`` (a domino), ``parts`` the others'
    ``(seat, points)`` as the table shows them; None when nothing changed hands."""
    entries = max(1, len(ev.change))
    mine = ev.seat % entries
    change = list(ev.change)
    if change[mine] > 0:  # Sniff 61: the side that went out scored
        pips = sum(p for s, p in enumerate(ev.pips) if s % entries != mine)
        return GoingOut(ev.seat, int(change[mine]), tuple(parts), True, pips,
                        ev.how != "domino")
    others = [-c for e, c in enumerate(change) if e != mine and c < 0]
    if not others and not parts:
        return None
    # the gap to the others widened by what they lost, less what the side lost itself
    gain = sum(others) + change[mine]
    return GoingOut(ev.seat, int(gain), tuple(parts), False)
