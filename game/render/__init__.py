"""Drawing the table: tile art, layout geometry and the camera.

Geometry is presentation only: where each placed tile sits on the table. Which
tile may go where and what it scores always comes from :mod:`engine`.
"""

from .camera import Camera
from .geometry import Exit, LayoutGeometry, Placement
from .tiles import TileArt

__all__ = ["Camera", "Exit", "LayoutGeometry", "Placement", "TileArt"]
