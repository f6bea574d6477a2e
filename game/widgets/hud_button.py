"""The table's corner buttons (Menu, History, Hint, Undo): the picture and its short word
beside it (an icon alone left a newcomer guessing what it did; where the word has no
room beside the picture at a legible size, the word alone), and the key that does the
same on a keycap over its corner only once the player uses the keyboard or a pad (the
mouse player sees no key names; the keyboard player learns them where the button is)."""

from __future__ import annotations

import pygame

from ..render.table_icons import draw_table_icon
from ..ui.buttons import KEY_HINT, Button, draw_keycap, keycap_rect
from ..ui.text import draw_text_fit
from ..ui.viewport import FELT

__all__ = ["HudButton", "MIN_BESIDE"]

#: Beside its picture a word may shrink to this share of its size at 100 % text (else
#: it goes alone; at a larger text size it never shrinks for the picture).
MIN_BESIDE = 0.72


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

    def shows_words(self) -> bool:
        """Its word is drawn: always (its name, or "Thinking..." while the Hint
        button works)."""
        return True

    def cap_rect(self, vp, fonts, key: str):
        """The screen rect of the keycap of ``key``: over the button's top-right corner,
        or, where that would leave the felt (a button in the felt's corner), inside the
        button at its right end."""
        r = vp.rect(self.rect)
        cap = keycap_rect(vp, fonts, key, (r.right - vp.length(6), r.top - vp.length(2)))
        if not vp.rect(FELT).inflate(-vp.length(4), -vp.length(4)).contains(cap):
            cap.midright = (r.right - vp.length(3), r.centery)
        return cap

    def draw(self, surf, vp, fonts) -> None:
        r, ink = self.draw_plate(surf, vp)
        key = self.key() if self.enabled else None
        cap = self.cap_rect(vp, fonts, key) if key else None
        right = r.right - vp.length(4)
        if cap is not None and r.contains(cap):  # the words and the icon keep left of it
            right = cap.left - vp.length(3)
        # the picture grows with the text (at 200 % a 26 px icon sat lost on its plate)
        grow = min(1.6, max(1.0, getattr(fonts, "text_scale", 1.0)))
        side = min(r.h - vp.length(12), vp.length(26 * grow))
        icon = r.copy()
        icon.size = (side, side)
        if self.shows_words():  # the picture at the left, its word beside it
            icon.midleft = (r.x + vp.length(10), r.centery)
            box = r.copy()
            box.x = icon.right + vp.length(4)
            box.w = right - box.x
            words = self.words()
            w, h = fonts.measure(fonts.get(self.text_size, True), words)
            # (a large text size chosen is kept: no shrinking there to keep the picture)
            least = MIN_BESIDE if getattr(fonts, "text_scale", 1.0) <= 1.01 else 1.0
            if w * least > box.w - 2 * vp.length(2) or h * least > box.h:
                # no room beside the picture for the word at a legible size
                # ("Podpowiedź" at 100 %): the word alone
                box = pygame.Rect(r.x + vp.length(4), r.y, right - r.x - vp.length(4), r.h)
                draw_text_fit(surf, fonts, self.text_size, words, ink, box, "center",
                              bold=True, pad=vp.length(2))
                icon = None
            else:
                draw_text_fit(surf, fonts, self.text_size, words, ink, box, "center",
                              bold=True, pad=vp.length(2))
        else:
            icon.center = ((r.x + right) // 2 if right < r.right - vp.length(4) else r.centerx,
                           r.centery)
        if icon is not None:
            draw_table_icon(surf, self.icon, icon, ink)
        if cap is not None:
            draw_keycap(surf, vp, fonts, key, cap.center)
