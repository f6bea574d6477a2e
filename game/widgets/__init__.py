"""Widgets for the menu screens, one job per module.

Everything is laid out in the 1280x720 design space and drawn through the app's
:class:`~game.ui.Viewport`. Every widget takes the same :class:`~game.actions.Input`
actions whatever the device: keyboard, mouse and gamepad drive the same code.

- :mod:`.text`: line wrapping and paragraphs;
- :mod:`.toasts`: short messages over every scene;
- :mod:`.drawing`: background, tiles, arrows, dimming, the controls line;
- :mod:`.rows` and :mod:`.rowlist`: option rows and their scrolling list;
- :mod:`.screen`: :class:`MenuScreen`, the frame of every menu screen;
- :mod:`.confirm`: :class:`ConfirmScene`, a yes/no question.
"""

from .confirm import ConfirmScene
from .drawing import (
    LOGO_SIZE,
    dim,
    draw_arrow,
    draw_background,
    draw_logo,
    draw_tile,
    footer_hints,
    menu_anchor,
    pulse,
)
from .rowlist import RowList
from .rows import OFF, ON, ButtonRow, ChoiceRow, HeadingRow, Row, SliderRow, ToggleRow
from .screen import MenuScreen
from .text import draw_paragraphs, wrap_text
from .toasts import Toasts

__all__ = ["Toasts", "wrap_text", "Row", "ChoiceRow", "SliderRow", "ToggleRow", "ButtonRow",
           "HeadingRow", "RowList", "MenuScreen", "ConfirmScene", "draw_background",
           "draw_tile", "draw_arrow", "dim", "footer_hints", "draw_paragraphs", "menu_anchor",
           "pulse", "ON", "OFF", "draw_logo", "LOGO_SIZE"]
