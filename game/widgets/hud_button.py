"""The table's corner buttons (Menu, History, Hint, Undo): the picture and its short word
beside it (an icon alone left a newcomer guessing what it did; the picture never goes:
where the word has no room beside it, the word shrinks), and the key that does the
same on a keycap over its corner only once the player uses the keyboard or a pad (the
mouse player sees no key names; the keyboard player learns them where the button is)."""

from __future__ import annotations

import pygame

from ..render.table_icons import draw_table_icon
from ..ui.buttons import KEY_HINT, Button, draw_keycap, keycap_rect
from ..ui.text import draw_text_fit
from ..ui.viewport import FELT

__all__ = ["HudButton"]

class HudButton(Button):
    """A :class:`~game.ui.Button` drawn as its ``icon`` (game.render.table_icons).

    ``label`` stays its English message id ("Hint (H)": what tests and the layout look
    for, the words shown on hover without their "(H)"); ``key()`` gives the key or pad
    button to show on its keycap now, or None (the mouse is in use)."""

    def __init__(self, label: str, icon: str, rect, on_click, key=lambda: None,
                 enabled: bool = True):
        super().__init__(label, rect, on_click, enabled)
        self.icon = icon
        self.key = key

    def words(self) -> str:
        """The button's word, without the key it used to carry ("Hint (H)" -> "Hint")."""
        m = KEY_HINT.match(self.text)
        return m.group(1) if m else self.text

    #: The keycap sits inside the button's right end (set by the layout where the
    #: corner over the button is another button's or plate's: History under Menu).
    cap_inside = True

    def cap_rect(self, vp, fonts, key: str):
        """The screen rect of the keycap of ``key``: over the button's top-right corner,
        or, where that would leave the felt (a button in the felt's corner) or the
        layout says the corner is taken, inside the button at its right end."""
        r = vp.rect(self.rect)
        cap = keycap_rect(vp, fonts, key, (r.right - vp.length(6), r.top - vp.length(2)))
        if self.cap_inside or not vp.rect(FELT).inflate(-vp.length(4),
                                                        -vp.length(4)).contains(cap):
            cap.midright = (r.right - vp.length(3), r.centery)
        return cap

    def parts(self, vp, fonts, plate=None) -> dict:
        """Where the button's parts go now (screen rects): "plate", "icon" (always: a
        picture never disappears), "words" (the box its word is fitted in, beside the
        picture, clear of the keycap) and "cap" (None: no key shown)."""
        r = plate if plate is not None else vp.rect(self.rect)
        key = self.key() if self.enabled else None
        cap = self.cap_rect(vp, fonts, key) if key else None
        right = r.right - vp.length(4)
        if cap is not None and cap.colliderect(r):  # words and icon keep left of it
            right = min(right, cap.left - vp.length(3))
        # the picture grows with the text (at 200 % a 26 px icon sat lost on its plate)
        grow = min(1.6, max(1.0, getattr(fonts, "text_scale", 1.0)))
        side = max(vp.length(14), min(r.h - vp.length(12), vp.length(26 * grow)))
        icon = pygame.Rect(0, 0, side, side)
        icon.midleft = (r.x + vp.length(10), r.centery)
        box = pygame.Rect(icon.right + vp.length(4), r.y, 0, r.h)
        box.w = max(0, right - box.x)
        return {"plate": r, "icon": icon, "words": box, "cap": cap, "key": key}

    def draw(self, surf, vp, fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        p = self.parts(vp, fonts, r)
        # the word fits its box beside the picture, smaller if it must be ("Podpowiedź"
        # at 200 %: the picture stays, the word shrinks rather than the picture going)
        self.drawn = draw_text_fit(surf, fonts, self.text_size, self.words(), ink,
                                   p["words"], "center", bold=True, pad=vp.length(2))
        draw_table_icon(surf, self.icon, p["icon"], ink)
        if p["cap"] is not None:
            draw_keycap(surf, vp, fonts, p["key"], p["cap"].center)
