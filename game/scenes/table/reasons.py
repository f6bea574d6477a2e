"""Why the table refuses a click, in words (callables: the words in the language shown
when drawn): a tile on a spot it does not match, the boneyard clicked while a tile
fits. Used by :class:`~.input.TableController`."""

from __future__ import annotations

from ...i18n import _
from ...present.view import Note
from ...texts import engine_reason, tile_label

__all__ = ["spot_reason", "boneyard_click", "REFUSED_SECONDS"]

#: A refused move's message stays at least this long.
REFUSED_SECONDS = 3.0


def spot_reason(scene, error, pc: int):
    """The engine's reason (a callable: the words in the language shown when drawn),
    naming the number the spot's badge shows when that is not the pips a tile must
    match there (a double's end counts both halves)."""
    def reason():
        return engine_reason(error)
    if "does not match" not in str(error):
        return reason
    layout = scene.game.layout
    for _kind, point, _tile, value in layout.marks():
        if point != pc:
            continue
        pips = next((p for c, p, _v, _c in layout.slots if c == pc), value)
        if value != pips:  # the badge reads as drawn: "2+2"
            value = scene.board.mark_label(layout, pc, value)

            def reason(value=value, pips=pips):
                return _("That end's badge shows {value}: the double counts both its "
                         "halves, so a tile there must show {pips}.").format(value=value,
                                                                           pips=pips)
        break
    return reason


def boneyard_click(ctl) -> None:
    """The boneyard clicked on the human's turn (``ctl``: the table's controller): a
    player draws only when nothing fits (the game then draws for them); say so instead
    of silently deselecting."""
    playable = ctl.playable_tiles()
    if not playable:
        return
    held = ctl.sel if ctl.sel in playable else None
    if held is not None:
        def text(held=held):
            return _("You can play {tile}: you draw only when no tile fits.").format(
                tile=tile_label(held))
    else:
        def text():
            return _("A tile of yours fits: you draw only when no tile fits.")
    ctl.scene.view.note = Note(text, "ink", REFUSED_SECONDS)
