"""The rule book's figures for the tutorial, and what the table shows of them.

:func:`load_examples` reads the worked figures (``assets/tutorial/examples.json``);
:func:`figure_plays` splits a figure step into the plays already on the table and
the player's. :func:`layout_marks` turns an engine layout into the rule book's
marks (solid discs on counted ends, rings on attach points); :func:`order_counted`
orders the counted ends the way the rule book adds them up. :func:`where` and
:func:`explain` put a play and a refusal into plain words. Nothing here draws.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass

from engine.layout import Layout
from engine.moves import BRANCH_A, BRANCH_B, HIGH, LOW, OPEN_CODE, SIDE_NAMES, A, B, Move
from engine.tiles import HI, LO, NAME, parse_tile

from ..i18n import _
from ..resources import asset_path
from ..texts import engine_reason, sniff_place, tile_label
from .lessons import Step

__all__ = ["load_examples", "figure_plays", "tile_label", "Mark", "layout_marks",
           "order_counted", "where", "explain", "mirror_move"]


@functools.cache
def _examples() -> dict:
    with open(asset_path("tutorial", "examples.json"), encoding="utf-8") as f:
        doc = json.load(f)
    return {e["id"]: e for e in doc["examples"]}


def load_examples() -> dict:
    """``id -> example`` from ``assets/tutorial/examples.json`` (read once)."""
    return _examples()


def figure_plays(step: Step, examples: dict | None = None,
                 mirror=frozenset()) -> tuple[list[str], list[str]]:
    """``(setup, plays)`` of a figure step, read from its example; ``mirror``: the
    sniff's "sides" and/or "ends" swapped (the player took the other one earlier in
    the lesson, see :attr:`Step.either`)."""
    ex = (examples or load_examples())[step.figure]
    upto = len(ex["plays"]) if step.upto is None else step.upto
    plays = ex["plays"][:upto]
    if mirror and ex.get("sniff"):
        sniff = parse_tile(ex["sniff"])
        plays = [str(mirror_move(Move.parse(p), sniff, mirror)) for p in plays]
    return plays[:upto - step.count], plays[upto - step.count:]


#: The sides of the sniff that trade places in a mirrored figure.
_SWAP = {"sides": {A: B, B: A}, "ends": {BRANCH_A: BRANCH_B, BRANCH_B: BRANCH_A}}


def mirror_move(move: Move, sniff: int, kinds) -> Move:
    """``move`` on the sniff's other long side ("sides" in ``kinds``) or other end
    ("ends"); any other play as it is."""
    if move.anchor != sniff:
        return move
    side = move.side
    for kind in kinds:
        side = _SWAP.get(kind, {}).get(side, side)
    return Move(move.tile, move.anchor, side)


@dataclass(frozen=True)
class Mark:
    """A number on the table. ``kind`` "solid": a counted end worth ``value``;
    "ring": an attach point that counts nothing, showing its pips. ``pc`` is where
    it sits (``anchor << 3 | side``: an attach point, or a Sniff 61 side tile's outer
    end), or ``None`` for the sniff counted as a whole (drawn on the tile). ``tile``
    is the tile the value belongs to. (From :meth:`engine.Layout.marks`.)"""
    kind: str
    pc: int | None
    tile: int
    value: int
    #: The pips a tile must show to attach here (None: not an attach point).
    pips: int | None = None


def layout_marks(layout: Layout) -> list[Mark]:
    """Every attach point and counted end of ``layout``, read from the engine."""
    attach = dict((pc, pips) for pc, pips, *_ in layout.slots)
    return [Mark("solid" if kind == "end" else "ring", pc, tile, value, attach.get(pc))
            for kind, pc, tile, value in layout.marks()]


def order_counted(marks, book=None) -> list[Mark]:
    """The counted marks in the order to light them: the rule book's order
    (``book``: ``[[tile name, value], ...]``) where given, else the engine's."""
    solid = [m for m in marks if m.kind == "solid"]
    solid.sort(key=lambda m: (NAME[m.tile], SIDE_NAMES[m.pc & 7] if m.pc is not None else ""))
    if not book:
        return solid
    out, rest = [], list(solid)
    for name, value in book:
        for m in rest:
            if NAME[m.tile] == name and m.value == value:
                out.append(m)
                rest.remove(m)
                break
    return out + rest


# -- explaining a refused try ---------------------------------------------------------------
def where(tile: int, pc: int, layout: Layout) -> str:
    """Where a play goes, in words: "on the 4 end of [1|4]" (translated)."""
    if pc == OPEN_CODE:
        return _("to start the game")
    anchor, side = pc >> 3, pc & 7
    if side in (LOW, HIGH):
        pips = LO[anchor] if side == LOW else HI[anchor]
        return _("on the {pips} end of {tile}").format(pips=pips, tile=tile_label(anchor))
    if side in (BRANCH_A, BRANCH_B):
        return sniff_place(True, layout.inline, anchor)
    if anchor == layout.sniff:
        return sniff_place(False, layout.inline, anchor)
    # a double that is not the sniff, crosswise: its open side shows its pips, an end
    # like any other ("on the open side of [4|4]" read as engine notation, issue 16)
    return _("on the {pips} end of {tile}").format(pips=LO[anchor], tile=tile_label(anchor))


def explain(error: Exception) -> str:
    """One plain line, in the player's language, for the engine's reason (an
    :class:`IllegalMoveError`); see :func:`game.texts.engine_reason`."""
    return engine_reason(error)
