"""Theme, fonts, the design-to-screen viewport, text drawing and small widgets shared by
the screens, one job per module.

Screens are laid out in a 1280x720 design space and drawn directly at the
window's size (no bitmap scaling): :class:`Viewport` maps design rectangles
and lengths to the screen, so text and tiles stay crisp at any size.

- :mod:`.theme`: colour themes; :mod:`.viewport`: the design space;
- :mod:`.fonts`: fonts by size and weight; :mod:`.text`: drawing (and recording) text;
- :mod:`.shapes`: panels, rings, marks; :mod:`.buttons`: buttons and button lists.
"""

from .buttons import Button, IconButton, MenuList, even_text
from .fonts import TEXT_SCALES, Fonts, fit_font
from .shapes import (
    draw_cross,
    draw_dialog,
    draw_focus_ring,
    draw_panel,
    draw_sniff_mark,
    draw_spot_arrow,
    follow_drag,
)
from .text import (
    TextDraw,
    blit_text,
    contrast_ratio,
    draw_text,
    draw_text_fit,
    log_text,
    record_text,
)
from .theme import THEME, THEME_NAMES, THEMES, Theme, set_theme, shade_backdrop
from .viewport import DESIGN, Viewport

__all__ = ["DESIGN", "Theme", "THEME", "THEMES", "THEME_NAMES", "set_theme", "shade_backdrop",
           "Viewport", "Fonts", "Button", "IconButton", "MenuList", "even_text", "draw_text", "draw_panel",
           "draw_dialog", "fit_font",
           "TEXT_SCALES", "draw_sniff_mark", "draw_spot_arrow", "draw_cross",
           "draw_focus_ring", "draw_text_fit", "follow_drag", "log_text", "blit_text",
           "record_text", "TextDraw", "contrast_ratio"]
