"""Words the screens share, translated: rulesets, seats, bot levels, sides, and the
engine's and the hint's English reasons put into the player's language.

The engine is English-only and knows nothing of the game package; its reasons
(``IllegalMoveError`` messages, the hint's one-line reason) are matched here
and rebuilt from translated templates. A reason no pattern knows is shown as
the engine wrote it (the tests make sure every reason the table can meet is
known).
"""

from __future__ import annotations

import re

from engine.tiles import HI, LO

from .i18n import N_, _, pgettext

__all__ = ["GOING_OUT_RULE", "ruleset_title", "level_name", "seat_name", "SEAT_NAMES",
           "tile_label", "sniff_place", "engine_reason", "hint_reason", "team_name", "known_reason",
           "known_hint"]

#: American Sniff's going out in one plain line (RULES.md 1.7), said the same way on the
#: Rules screen and under the hand summary's headline of a domino.
# TRANSLATORS: American Sniff: going out earns no bonus; everyone else's tiles left
# count against them (their pips rounded to the nearest 5)
GOING_OUT_RULE = N_("Going out: the others lose their tiles' pips, rounded to 5")

RULESET_TITLES = {"american": N_("American Sniff"), "sniff61": N_("Sniff 61")}
#: The engine's titles (``Ruleset.title``) to their message ids.
_TITLE_IDS = {"American Sniff": "american", "Sniff 61": "sniff61"}
LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
               "expert": N_("Expert"),
               "mixed": N_("Mixed")}
#: Seat names around the table (the human is "You").
SEAT_NAMES = {"South": N_("South"), "North": N_("North"), "West": N_("West"),
              "East": N_("East"), "You": N_("You")}


def ruleset_title(key_or_title: str) -> str:
    """``american`` / ``sniff61`` (or the engine's English title) in the player's language."""
    key = _TITLE_IDS.get(key_or_title, key_or_title)
    return _(RULESET_TITLES.get(key, key_or_title))


def level_name(level: str) -> str:
    return _(LEVEL_NAMES.get(level, level))


def seat_name(name: str) -> str:
    """A seat's English name (South, North, West, East, You) translated."""
    return _(SEAT_NAMES.get(name, name))


def team_name(a: str, b: str) -> str:
    """Two partners' (translated) names as one team."""
    return _("{a} + {b}").format(a=a, b=b)


#: The "must draw" line, by the device in use (the keyboard's A is a move key, not "draw").
DRAW_PROMPTS = {"keyboard": N_("No play — draw: click the boneyard (Enter / Space)"),
                "pad": N_("No play — draw: press A (or click the boneyard)")}


def draw_prompt(device: str) -> str:
    """The "must draw" line for the device in use ("keyboard" or "pad"), translated."""
    return _(DRAW_PROMPTS.get(device, DRAW_PROMPTS["keyboard"]))


#: "A tile is chosen" for the device in use ("click a ring" only to a mouse player: the
#: keyboard's player is told the keys, the pad's its buttons).
CHOSEN_PROMPTS = {"mouse": N_("{tile} chosen: click a spot"),
                  "keyboard": N_("{tile} chosen: pick a spot with ↑/↓, Enter plays"),
                  "pad": N_("{tile} chosen: pick a spot, A plays")}


def chosen_prompt(device: str, tile: int) -> str:
    """The "tile chosen" line for the device in use ("mouse", "keyboard" or "pad":
    ``InputMapper.used``), translated."""
    return _(CHOSEN_PROMPTS.get(device, CHOSEN_PROMPTS["mouse"])).format(
        tile=tile_label(tile))


def tile_label(tile: int) -> str:
    """``[1|4]``, as the rule book writes a tile (the same in every language)."""
    return f"[{LO[tile]}|{HI[tile]}]"


def sniff_place(branch: bool, inline: bool, tile: int) -> str:
    """Where on the sniff ``tile`` a play goes, in plain words for the tile as it lies
    (no "long side" / "end of the sniff" / "branch": jargon to a new player). The line
    goes on beside the sniff, "next to [5|5]"; the two places that open later (the
    engine's ``branch-a`` / ``branch-b``: the American sniff's ends, the Sniff 61 sniff's
    long sides) are "the top or bottom of [5|5]" as the line lies across the table.
    ``inline`` is kept for the callers (the words are the same for both rulesets)."""
    del inline
    name = tile_label(tile)
    if branch:
        return _("on the top or bottom of {tile}").format(tile=name)
    return _("next to {tile}").format(tile=name)


def _names(text: str) -> str:
    """Engine notation ``1-4`` inside ``text`` rewritten as ``[1|4]``."""
    return re.sub(r"\b([0-6])-([0-6])\b", lambda m: f"[{m.group(1)}|{m.group(2)}]", text)


def _pips_list(text: str, either: bool = False) -> str:
    """``5s, 6s and 3s`` (the hint's English) -> the numbers in the player's language:
    "5, 6 and 3", or with ``either`` "5, 6 or 3" (what the next player has none of:
    "no 4 or 5 to play on", not "no 4 and 5")."""
    nums = re.findall(r"(\d)s", text)
    if len(nums) == 1:
        return nums[0]
    head = pgettext("list separator", ", ").join(nums[:-1])
    if either:
        return _("{list} or {last}").format(list=head, last=nums[-1])
    return _("{list} and {last}").format(list=head, last=nums[-1])


#: (pattern on the engine's reason without its "move: " prefix, template builder)
_REASONS = (
    (r"^(\S+) does not match the (\d) shown there$",
     lambda m: _("That spot shows {pips}, and {tile} has no {pips}.").format(
         pips=m.group(2), tile=m.group(1))),
    (r"^the sniff's branches open only when both its straight sides are covered$",
     lambda m: _("Not yet: the sniff's other two sides open once both rings beside it "
                 "are covered.")),
    (r"^only the sniff has side branches and (\S+) is not the sniff$",
     lambda m: _("Only the sniff takes tiles on all four sides, and {tile} is not the "
                 "sniff.").format(tile=m.group(1))),
    (r"^(\S+) of (\S+) is already covered by (\S+)$",
     lambda m: _("That side of {tile} is already covered by {other}.").format(
         tile=m.group(2), other=m.group(3))),
    (r"^(\S+) of (\S+) is not open$",
     lambda m: _("Nothing can go there: play on a ring or a number.")),
    (r"^(\S+) is not in seat \d+'s hand$",
     lambda m: _("{tile} is not in your hand.").format(tile=m.group(1))),
    (r"^seat \d+ drew (\S+) and must play it$",
     lambda m: _("You drew {tile}: you must play that tile.").format(tile=m.group(1))),
    (r"^you drew (\S+) and must play it$",
     lambda m: _("You drew {tile}: you must play that tile.").format(tile=m.group(1))),
    (r"^(\S+) fits nowhere on the layout$",
     lambda m: _("{tile} fits nowhere on the table.").format(tile=m.group(1))),
    (r"^(\S+) is already on the table$",
     lambda m: _("{tile} is already on the table.").format(tile=m.group(1))),
    (r"^(\S+) is not on the table$",
     lambda m: _("{tile} is not on the table.").format(tile=m.group(1))),
    (r"^in Sniff 61 a side tile of the sniff never takes a tile$",
     lambda m: _("In Sniff 61 a tile beside the sniff never takes another tile.")),
    (r"^(\S+) is a double; its sides are a and b$",
     lambda m: _("Nothing can go there: play on a ring or a number.")),
    (r"^(\S+) is not a double; its ends are low and high$",
     lambda m: _("Nothing can go there: play on a ring or a number.")),
    (r"^the layout is not empty", lambda m: _("Nothing can go there: play on a ring or a number.")),
    (r"^the layout is empty", lambda m: _("The table is empty: any tile can start.")),
    (r"^the game is over$", lambda m: _("The game is over.")),
    (r"^no hand is in progress", lambda m: _("No hand is being played.")),
    (r"^not legal now$", lambda m: _("That play is not allowed now.")),
)


def _bare_reason(error) -> str:
    reason = str(error)
    if ": " in reason:
        head, rest = reason.split(": ", 1)
        if re.match(r"^[0-6]-[0-6](@|$)", head):
            reason = rest
    return _names(reason)


def known_reason(error) -> bool:
    """Whether :func:`engine_reason` has a translation for this reason."""
    reason = _bare_reason(error)
    return any(re.match(pattern, reason) for pattern, _fn in _REASONS)


def engine_reason(error) -> str:
    """One line in the player's language for the engine's reason (an
    ``IllegalMoveError`` or its text)."""
    reason = _bare_reason(error)
    for pattern, fn in _REASONS:
        m = re.match(pattern, reason)
        if m:
            return fn(m)
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")


_HINTS = (
    (r"^only play$", lambda m: _("It is your only play.")),
    (r"^scores (\d+) and wins the game$",
     lambda m: _("It scores {n} and wins the game.").format(n=m.group(1))),
    (r"^scores (\d+)$", lambda m: _("It scores {n} right now.").format(n=m.group(1))),
    (r"^skips (\d+): (\[\d\|\d\]) leaves (\d+) to score$",
     lambda m: _("Better than scoring {n} with {tile}: that would let the next player "
                 "score {m}.").format(n=m.group(1), tile=m.group(2), m=m.group(3))),
    (r"^skips (\d+): (\[\d\|\d\]) for more later$",
     lambda m: _("{tile} would score {n} now, but this play sets up more points "
                 "later.").format(n=m.group(1), tile=m.group(2))),
    (r"^goes out$", lambda m: _("It is your last tile: you go out.")),
    (r"^blocks (.+)$", lambda m: _("The next player has no {numbers} to play on.").format(
        numbers=_pips_list(m.group(1), either=True))),
    (r"^leaves nothing to score$", lambda m: _("The next player cannot score after this.")),
    (r"^leaves at most (\d+) to score$",
     lambda m: _("The next player can score at most {n} after this.").format(n=m.group(1))),
    (r"^sheds the (\S+)$", lambda m: _("Gets rid of your {tile} early.").format(
        tile=m.group(1))),
    (r"^keeps (.+) to follow$",
     # ("keeps tiles with 5 for later" read as wrong beside a 3|5 hint:
     # the play leaves a 5 open, and the hand holds more 5s to follow it)
     lambda m: _("Leaves an end open that your other tiles can follow ({numbers}).").format(
         numbers=_pips_list(m.group(1)))),
    (r"^any play leaves (\d+)$",
     lambda m: _("Any play lets the next player score up to {n}.").format(n=m.group(1))),
    (r"^risks (\d+) for more later$",
     # the trade-off, said: another play leaves the next player less
     lambda m: _("Risks {n} for the next player, but pays off later.").format(
         n=m.group(1))),
)


def known_hint(reason: str) -> bool:
    """Whether :func:`hint_reason` has a translation for this reason."""
    text = _names(reason)
    return any(re.match(pattern, text) for pattern, _fn in _HINTS)


def hint_reason(reason: str) -> str:
    """The hint's English reason (engine/bots/hint.py) in the player's language."""
    text = _names(reason)
    for pattern, fn in _HINTS:
        m = re.match(pattern, text)
        if m:
            return fn(m)
    return text
