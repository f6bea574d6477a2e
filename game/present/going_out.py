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
from ..texts import team_name

__all__ = ["GoingOut", "going_out", "loses", "lead_of", "lead_words", "blocked_out"]


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
    #: The race after the hand: ``(entry ahead, by how much)`` (``(None, 0)``: level;
    #: None: not said). The going-out side's gain is the gap it opened.
    lead: tuple | None = None
    #: Per score entry, what the hand's end did to it (an American blocked hand:
    #: every side loses its own pips; the one that lost least came off best).
    change: tuple = ()
    #: Partnership play (the scores are the two sides').
    teams: bool = False

    def ours(self, human, entries: int) -> bool:
        """The player's side went out (or won the block)."""
        return (human is not None and self.seat is not None
                and self.seat % max(1, entries) == human % max(1, entries))

    def headline(self, names, human) -> str:
        """"You went out", "North went out: +4" (Sniff 61), "Fewest pips: +4"."""
        me = human is not None and self.seat == human
        if self.seat is None:  # American Sniff's blocked hand: everyone pays their pips
            # TRANSLATORS: the table's words under the "Blocked" banner (American Sniff)
            return _("Everyone loses the pips left in hand")
        if self.blocked:  # Sniff 61: the fewest pips win a blocked hand
            return (_("Fewest pips: +{n}").format(n=self.gain) if me else
                    _("{name} has the fewest pips: +{n}").format(name=names[self.seat],
                                                                 n=self.gain))
        if self.bonus and self.gain > 0:
            return (_("You went out: +{n}").format(n=self.gain) if me else
                    _("{name} went out: +{n}").format(name=names[self.seat], n=self.gain))
        # American Sniff: nothing is added for going out; the others lose (the line
        # under it says who and how much)
        return _("You went out!") if me else \
            _("{name} went out").format(name=names[self.seat])

    def source(self, names, human=None) -> str:
        """What it did: "North loses 10, West loses 5" (the rounded pips taken off
        their own scores; "Your tiles left −5" for the player) or, in Sniff 61, "North 12 + West
        9 = 21 pips ÷ 5"."""
        if self.bonus:
            terms = " + ".join(f"{names[s]} {p}" for s, p in self.parts)
            return ngettext("{terms} = {n} pip ÷ 5", "{terms} = {n} pips ÷ 5",
                            self.pips).format(terms=terms, n=self.pips)
        return ", ".join(loses(names, s, p, human) for s, p in self.parts)

    def race(self, names, human) -> str:
        """Where the race stands after it: "You lead by 30", "North leads by 5",
        "Tied at 40"; for a blocked hand who came off best ("You came off best");
        "" when nothing is to be said."""
        teams = self.teams
        if self.seat is None and self.change:
            best = max(self.change)
            tops = [e for e, c in enumerate(self.change) if c == best]
            if len(tops) == len(self.change):
                return ""
            if human is not None and human % len(self.change) in tops:
                return (_("Your side came off best") if teams else
                        _("You came off best"))
            return _("{name} came off best").format(name=_who(names, tops[0], teams))
        if self.lead is None:
            return ""
        return lead_words(names, self.lead, teams, human)[0]

    def race_ours(self, human) -> bool:
        """The race's line is good news for the player: its side leads, or came off
        best in a block."""
        if human is None:
            return False
        mine = human % 2 if self.teams else human
        if self.seat is None and self.change:
            return self.change[mine] == max(self.change)
        return self.lead is not None and self.lead[0] == mine

    def words(self, names, human) -> str:
        """The headline and where it came from, one line each."""
        return self.headline(names, human) + "\n" + self.source(names, human)


def _who(names, entry: int, teams: bool) -> str:
    """A score entry's name: a seat's, or a partnership's ("You + North")."""
    return team_name(names[entry], names[entry + 2]) if teams else names[entry]


def lead_of(scores) -> tuple:
    """``(entry ahead, by how much over the next)``, or ``(None, score)`` when the two
    best are level."""
    order = sorted(range(len(scores)), key=lambda e: -scores[e])
    if len(order) < 2:
        return (None, 0)
    a, b = order[0], order[1]
    if scores[a] == scores[b]:
        return (None, int(scores[a]))
    return (a, int(scores[a] - scores[b]))


def lead_words(names, lead: tuple, teams: bool, human=None) -> tuple[str, bool]:
    """The race's standing in words, and whether the player's side is ahead: ``lead``
    is :func:`lead_of`'s ``(entry, gap)``. "You lead by 30", "Your side leads by 30",
    "North leads by 5", "West + East lead by 5" (a pair: plural), "Tied at 40"."""
    entry, gap = lead
    if entry is None:
        return _("Tied at {n}").format(n=gap), False
    if human is not None and entry == (human % 2 if teams else human):
        return (_("Your side leads by {n}") if teams else
                _("You lead by {n}")).format(n=gap), True
    if teams:
        # TRANSLATORS: a partnership ahead in the race, e.g. "West + East lead by 5"
        return _("{names} lead by {n}").format(names=_who(names, entry, teams), n=gap), \
            False
    return _("{name} leads by {n}").format(name=_who(names, entry, teams), n=gap), False


def loses(names, seat: int, n: int, human=None) -> str:
    """A hand end's loss in the one wording of the table and the summary: "North loses
    15" ("Your tiles left −15" for the player): the rounded pips off that seat's own score."""
    if human is not None and seat == human:
        # TRANSLATORS: American Sniff's hand end: the rounded pips of your own tiles
        # left, taken off your score (said as your tiles, never a bare loss)
        return _("Your tiles left −{n}").format(n=n)
    # TRANSLATORS: American Sniff's hand end: a player's (or side's) rounded pips taken
    # off their own score, e.g. "North loses 15"
    return _("{name} loses {n}").format(name=names[seat], n=n)


def going_out(ev, parts) -> GoingOut | None:
    """The :class:`GoingOut` of the hand end ``ev`` (a domino), ``parts`` the others'
    ``(seat, points)`` as the table shows them; None when nothing changed hands."""
    if ev.seat is None:
        return blocked_out(ev, parts)
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
    return GoingOut(ev.seat, int(gain), tuple(parts), False, lead=lead_of(ev.scores),
                    teams=len(ev.scores) < len(ev.pips))


def blocked_out(ev, parts) -> GoingOut | None:
    """American Sniff's blocked hand (nobody went out): every hand's rounded pips come
    off its own score (``parts``); who came off best is the side that lost least."""
    if not parts:
        return None
    return GoingOut(None, 0, tuple(parts), False, change=tuple(int(c) for c in ev.change),
                    teams=len(ev.scores) < len(ev.pips))
