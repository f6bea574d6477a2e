"""Drawing the table: tile art, layout geometry, the camera, and the renderers the
play table, the tutorial and the replay share (board, hands, HUD, overlays).

Geometry is presentation only: where each placed tile sits on the table. Which
tile may go where and what it scores always comes from :mod:`engine`.

The names below load with their module on first use (``from game.render import
BoardView``): the title and the welcome screen use a submodule or two (the menu's
icons, the tile art) without paying for the table's renderers at launch.
"""

from __future__ import annotations

import importlib

#: Each public name and the submodule that defines it.
_WHERE = {
    "BoardView": "board", "Camera": "camera", "Exit": "geometry",
    "LayoutGeometry": "geometry", "Placement": "geometry", "HandView": "hands",
    "Boneyard": "hud", "ScorePanel": "hud", "SeatLabel": "seat_label", "StatusLine": "hud",
    "TotalBox": "total_box", "draw_tally": "hud", "HudLayout": "hud_layout",
    "Overlays": "overlays", "TileArt": "tiles",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
