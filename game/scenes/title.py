"""The title screen: the game's name, a sniff drawn in tiles, "press any key"."""

from __future__ import annotations

import math

from ..actions import Action
from ..i18n import N_, _
from ..ui import THEME, draw_text_fit
from ..version import version
from ..widgets import MenuScreen, draw_logo, draw_tile, menu_anchor, pulse

__all__ = ["TitleScene", "draw_sniff_cross"]

#: The motif: a sniff [6|6] with an arm on each straight side and both branches.
#: (first, second, dx, dy, vertical, is_sniff) in units of the tile's short side.
_CROSS = (
    (6, 6, 0.0, 0.0, True, True),
    (3, 6, -1.5, 0.0, False, False),
    (6, 1, 1.5, 0.0, False, False),
    (2, 6, 0.0, -2.0, True, False),
    (6, 4, 0.0, 2.0, True, False),
    (5, 3, -3.5, 0.0, False, False),
    (1, 5, 3.5, 0.0, False, False),
)


def draw_sniff_cross(surf, center, unit: int, glow: float = 0.0) -> None:
    """Seven tiles around a sniff, centred at screen ``center``; ``glow`` 0..1 brightens
    the sniff's orange ring."""
    cx, cy = center
    ring = tuple(round(c + (255 - c) * 0.35 * glow) for c in THEME.accent)
    # the sniff last, so its ring sits on top of its neighbours
    for first, second, dx, dy, vertical, sniff in sorted(_CROSS, key=lambda t: t[5]):
        draw_tile(surf, (round(cx + dx * unit), round(cy + dy * unit)), first, second,
                  vertical, unit, outline=ring if sniff else None)


#: Seconds of the title's opening movement (the tiles bob, the prompt pulses); then
#: the screen is still and the game sleeps until the player does something.
INTRO = 5.5
#: What the title asks for, by the device in use (see InputMapper.device).
PROMPTS = {"keyboard": N_("Press any key or click to start"),
           "pad": N_("Press A to start")}


class TitleScene(MenuScreen):
    """Any key, pad button or click goes on to the main menu."""

    name = "title"
    hints = ""
    back_rect = None
    sheet_rect = None

    def __init__(self, app):
        super().__init__(app)
        self.time = 0.0
        self.done = False

    def enter(self) -> None:
        # Any key at all (also keys bound to nothing) leaves the title.
        self.app.capture_key(lambda _key: self._go())

    def resume(self) -> None:
        self.enter()

    def exit(self) -> None:
        if self.app.key_capture is not None:
            self.app.capture_key(None)

    def _go(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.audio.play("click")
        self.app.replace(self.app.scene("menu"))

    def handle(self, inp) -> None:
        if inp.action in (Action.POINT, Action.RELEASE):
            return
        self._go()

    def update(self, dt: float) -> None:
        self.time += dt

    def animating(self) -> bool:
        return not self.app.settings.reduced_motion and self.time < INTRO

    def prompt(self) -> str:
        """The prompt for the device in use (translated)."""
        return _(PROMPTS.get(self.app.input.device, PROMPTS["keyboard"]))

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        still = self.app.settings.reduced_motion or self.time >= INTRO
        p = 1.0 if still else pulse(self.time, 2.2)
        title = menu_anchor("title", (232, 26, 816, 140))
        panel = menu_anchor("panel", (380, 232, 520, 420))
        draw_logo(surf, vp, fonts, title)
        sub = vp.rect((panel.centerx - 400, panel.y + 8, 800, 44))
        draw_text_fit(surf, fonts, 28, _("the domino game  -  American Sniff and Sniff 61"),
                      THEME.ink_dim, sub, "center", shadow=True)
        bob = 0 if still else math.sin(self.time * 1.3) * 3 * (1 - self.time / INTRO)
        draw_sniff_cross(surf, vp.point((panel.centerx, panel.centery + bob)), vp.length(32), p)
        # "press any key" with a gentle pulse
        col = tuple(round(a + (b - a) * p) for a, b in zip(THEME.ink_dim, THEME.focus))
        hint = vp.rect((panel.centerx - 400, panel.bottom - 58, 800, 48))
        draw_text_fit(surf, fonts, 30, self.prompt(), col, hint, "center",
                      bold=True, shadow=True)
        # the version, small in the corner (the one in pyproject.toml)
        draw_text_fit(surf, fonts, 22, f"v{version()}", THEME.ink_dim,
                      vp.rect((1036, 650, 200, 40)), "bottomright")

