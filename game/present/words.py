"""What the table says, as data (:class:`Msg`) turned into words when drawn.

The director stores messages, not strings, so every visible text follows a change
of language at once; :func:`say` formats one in the language now shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, A, Move
from engine.tiles import HI, LO

from ..i18n import N_, _
from ..texts import seat_name, sniff_place, tile_label

__all__ = ["Msg", "say", "seat_names", "move_text", "where_text"]


@dataclass(frozen=True)
class Msg:
    """A message: ``key`` names it, ``seat`` is who it is about, ``data`` its values."""
    key: str
    seat: int | None = None
    data: dict = field(default_factory=dict)


#: key -> (the human's form, another seat's form); ``{name}`` is the seat's name.
FORMS = {
    "lead_draw": (N_("Drawing for the lead"), N_("Drawing for the lead")),
    "lead_tie": (N_("A tie for the lead: drawing again"),
                 N_("A tie for the lead: drawing again")),
    "leads": (N_("You lead"), N_("{name} leads")),
    "shuffle": (N_("Shuffling"), N_("Shuffling")),
    "dealing": (N_("Dealing"), N_("Dealing")),
    "hand_leads": (N_("Hand {hand}: you lead"), N_("Hand {hand}: {name} leads")),
    "draws": (N_("You draw"), N_("{name} draws")),
    # the tile a hand shown face up just drew (a bot's hidden hand: only "{name} draws")
    "drew": (N_("You drew {tile}"), N_("{name} drew {tile}")),
    # the turn's draws so far: how many, and the last (the one that fits, when it does)
    "drew_n": (N_("You drew {count}: {tile}"), N_("{name} drew {count}: {tile}")),
    "passes": (N_("You pass"), N_("{name} passes")),
    "domino": (N_("You went out: Domino!"), N_("{name} went out: Domino!")),
    "blocked": (N_("Blocked: nobody can play"), N_("Blocked: nobody can play")),
    "game_over": (N_("Game over"), N_("Game over")),
}


def seat_names(players: int, human: int | None) -> list[str]:
    """The seats' names in the player's language (the human is "You")."""
    names = {2: ["South", "North"], 3: ["South", "West", "East"],
             4: ["South", "West", "North", "East"]}[players]
    if human is not None:
        names[human] = "You"
    return [seat_name(n) for n in names]


def where_text(mv: Move, sniff: int = -1, inline: bool = False) -> str:
    """Where a move goes, in words a player knows: "on the 6 end of [4|6]", "on an end
    of the sniff" (never the engine's "low end" / "side b", nor "side branch"). ``sniff``
    is the layout's sniff tile, if known; ``inline``: the Sniff 61 sniff, in line."""
    if mv.is_opening:
        return _("to start the game")
    anchor, side = mv.anchor, mv.side
    if side in (LOW, HIGH):
        pips = LO[anchor] if side == LOW else HI[anchor]
        return _("on the {pips} end of {tile}").format(pips=pips, tile=tile_label(anchor))
    if side in (BRANCH_A, BRANCH_B):
        return sniff_place(True, inline, anchor)
    if side == A or anchor == sniff:
        return sniff_place(False, inline, anchor)
    # a double that is not the sniff, crosswise: its open side shows its pips, an end
    # like any other ("on the open side of [4|4]" read as engine notation, issue 16)
    return _("on the {pips} end of {tile}").format(pips=LO[anchor], tile=tile_label(anchor))


def move_text(mv: Move, sniff: int = -1, inline: bool = False) -> str:
    """A move in words: "[1|1] on the 1 end of [1|4]", "[1|4] to open"."""
    if mv.is_opening:
        return _("{tile} to start").format(tile=tile_label(mv.tile))
    return _("{tile} {where}").format(tile=tile_label(mv.tile),
                                      where=where_text(mv, sniff, inline))


def _play(msg: Msg, names, human) -> str:
    mv: Move = msg.data["move"]
    total, points = msg.data["total"], msg.data["points"]
    tile = tile_label(mv.tile)
    you = msg.seat == human
    if mv.is_opening:
        text = (_("You lead {tile}: total {total}") if you else
                _("{name} leads {tile}: total {total}")).format(
            name=names[msg.seat], tile=tile, total=total)
    else:
        text = (_("You play {tile} {where}: total {total}") if you else
                _("{name} plays {tile} {where}: total {total}")).format(
            name=names[msg.seat], tile=tile, total=total,
            where=where_text(mv, msg.data.get("sniff", -1), msg.data.get("inline", False)))
    if points:
        text = _("{play}, +{points}").format(play=text, points=points)
    return text


def say(msg: Msg | None, names, human: int | None) -> str:
    """``msg`` in words, in the language now shown ("" for None)."""
    if msg is None:
        return ""
    if msg.key == "play":
        return _play(msg, names, human)
    if msg.key == "text":  # already words (an engine reason put into the language)
        return msg.data["text"]
    you, other = FORMS[msg.key]
    form = you if msg.seat is not None and msg.seat == human else other
    name = names[msg.seat] if msg.seat is not None else ""
    return _(form).format(name=name, **msg.data)
