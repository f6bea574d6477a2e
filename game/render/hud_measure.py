"""How wide the table HUD's words are at the text size (design px): the measures
:class:`~game.render.hud_layout.HudLayout` sizes its boxes by (a mixin: it needs
``fonts``, ``corner`` and ``_text_w``)."""

from __future__ import annotations

import pygame

from ..i18n import _
from ..ui.buttons import KEY_HINT, KEYCAP_TEXT
from .hud import TEXT
from .ring_key import KEY_GAP, RING_KEY, key_width

__all__ = ["HudMeasure"]


class HudMeasure:
    """The HUD's measures at the fonts' text size (design px)."""

    def _total_fit(self, preview: bool = False) -> float:
        """The Total box's width at large text for its label and "88" side by side as
        render.total_box.TotalBox draws them (the label in 0.58 of its inside, 10 px margin);
        ``preview``: its label and a previewed "88 -> 88" side by side (TotalBox.draw)."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return 1e9
        scale = max(1e-6, getattr(self.fonts, "scale", 1.0))
        if preview:
            arrow = get(30, True).size("88 \u2192 88")[0] / scale
            return self._text_w(_("Total")) + arrow + 10 + 8 + 2 * 10
        digits = get(30, True).size("88")[0] / scale
        return max(self._text_w(_("Total")) / 0.58, (digits + 4) / 0.42) + 14

    def _gain_w(self) -> float:
        """The width (design px) of a previewed move's "+88" pill and its gap beside the
        Total box (render.total_box.draw_gain), so no panel sits under it."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return 0.0
        scale = max(1e-6, getattr(self.fonts, "scale", 1.0))
        return get(24, True).size("+88")[0] / scale + 16 + 8 + 4

    def _legend_need(self, short: bool) -> float:
        """The key's width in its long or ``short`` words (design px)."""
        return (key_width(getattr(self.fonts, "text_scale", 1.0), short) + KEY_GAP
                + max(self._text_w(_(k[1 if short else 0]).format(n=5)) for k in RING_KEY)
                + 4)

    def _history_h(self, menu: pygame.Rect) -> int:
        """The History button's height under a Menu button ``menu`` (design px; as
        game/scenes/table/history.py's place_button sizes it: its word's line at the
        Menu button's size)."""
        return max(32, round(menu.h * 0.82), round(self._line_px() * 24 / TEXT) + 4)

    def _corner_need(self) -> int:
        """The width (design px) the corner's widest words take at full size on their
        button with their key on its keycap inside the button's end."""
        return max([self.button_need(b) for b in self.corner] or [0])

    def button_need(self, b) -> int:
        """The width (design px) ``b``'s picture, its words at full size and its key on
        a keycap inside the button's end take (game.widgets.hud_button: the picture
        at its left, the words and their pads, the keycap and a margin)."""
        get = getattr(self.fonts, "get", None)
        if get is None or b is None:
            return 0
        scale = max(1e-6, getattr(self.fonts, "scale", 1.0))
        grow = min(1.6, max(1.0, getattr(self.fonts, "text_scale", 1.0)))
        key = KEY_HINT.match(b.text)
        words = key.group(1) if key else b.text
        w = get(getattr(b, "text_size", 24) or 24, True).size(words)[0] / scale + 2 * 6
        w += 10 + 26 * grow + 4 if getattr(b, "icon", None) else 0
        if key is not None:
            kw, kh = get(KEYCAP_TEXT, True).size(key.group(2))
            w += max(kw / scale + 12, kh / scale + 2) + 3 + 3
        return round(w + 4)

