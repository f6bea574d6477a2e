"""Drawing the table: tile art, layout geometry, the camera, and the renderers the
play table, the tutorial and the replay share (board, hands, HUD, overlays).

Geometry is presentation only: where each placed tile sits on the table. Which
tile may go where and what it scores always comes from :mod:`engine`.
"""

from .board import BoardView
from .camera import Camera
from .geometry import Exit, LayoutGeometry, Placement
from .hands import HandView
from .hud import Boneyard, ScorePanel, SeatLabel, StatusLine, TotalBox, draw_tally
from .hud_layout import HudLayout
from .overlays import Overlays
from .tiles import TileArt

__all__ = ["BoardView", "Boneyard", "Camera", "Exit", "HandView", "HudLayout", "LayoutGeometry",
           "Overlays", "Placement", "ScorePanel", "SeatLabel", "StatusLine", "TileArt",
           "TotalBox", "draw_tally"]
