"""The title screen: the game's name, a sniff drawn in tiles, "press any key".

The words are there from the first frame and any key, click or pad button acts at once:
the opening is decoration, never a wait. In it (:data:`INTRO`, 1.5 s) the seven tiles of
the cross are laid one by one (each drops a little into place with a soft "place"
click), a shine runs once across the logo and the prompt pulses once, from bright back
to bright; then the screen is still and nothing is redrawn until the player does
something. Reduced motion: everything at once, no movement, no clicks."""

from __future__ import annotations

import pygame

from ...actions import Action
from ...i18n import N_, _
from ...ui import THEME, draw_text_fit
from ...version import version
from ...widgets import MenuScreen, draw_logo, draw_tile, menu_anchor, pulse

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


#: When each tile of the cross lands (seconds from the title's first frame), in _CROSS
#: order: the sniff, then outwards like a game being played.
LAND = tuple(0.2 + 0.12 * k for k in range(len(_CROSS)))
#: How long a tile takes to drop into place, and from how high (tile short sides).
DROP, HEIGHT = 0.11, 0.9
#: The logo's shine: when it starts and how long it runs.
SHINE_AT, SHINE = LAND[-1] + 0.08, 0.45


def draw_sniff_cross(surf, center, unit: int, glow: float = 0.0,
                     time: float | None = None) -> None:
    """Seven tiles around a sniff, centred at screen ``center``; ``glow`` 0..1 brightens
    the sniff's orange ring. ``time`` (seconds into the opening; None: all laid) shows
    only the tiles laid so far, the last one dropping in."""
    cx, cy = center
    ring = tuple(round(c + (255 - c) * 0.35 * glow) for c in THEME.accent)
    # the sniff last, so its ring sits on top of its neighbours
    order = sorted(range(len(_CROSS)), key=lambda i: _CROSS[i][5])
    for i in order:
        first, second, dx, dy, vertical, sniff = _CROSS[i]
        lift = 0.0
        if time is not None:
            k = (time - (LAND[i] - DROP)) / DROP
            if k <= 0:
                continue
            k = min(1.0, k)
            lift = (1 - k) ** 2 * HEIGHT * unit  # eases into place
        draw_tile(surf, (round(cx + dx * unit), round(cy + dy * unit - lift)), first, second,
                  vertical, unit, outline=ring if sniff else None)


def draw_shine(surf, logo_rect, k: float) -> None:
    """A soft light band across the logo's letters, ``k`` 0..1 of its way left to right."""
    w, h = logo_rect.size
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    x = -h + k * (w + 2 * h)
    bw = max(8, h // 3)
    pygame.draw.polygon(band, (255, 255, 255, 150),
                        [(x, h), (x + bw, h), (x + bw + h * 0.6, 0), (x + h * 0.6, 0)])
    letters = _logo_mask(surf, logo_rect)
    band.blit(letters, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(band, logo_rect)


def _logo_mask(surf, rect) -> pygame.Surface:
    """White where the logo's light letters are (what was just drawn there), else clear."""
    part = surf.subsurface(rect.clip(surf.get_rect())).copy()
    mask = pygame.mask.from_threshold(part, THEME.ivory, (70, 70, 110, 255))
    out = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0))
    full = pygame.Surface(rect.size, pygame.SRCALPHA)
    full.blit(out, (0, 0))
    return full


#: Seconds of the title's opening movement (the tiles are laid, the logo shines, the
#: prompt pulses once); then the screen is still and the game sleeps until the player
#: does something. Decoration only: input acts at once all through it.
INTRO = 1.5
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
        before, self.time = self.time, self.time + dt
        if self.app.settings.reduced_motion:
            return
        if any(before < t <= self.time for t in LAND):
            self.app.audio.play("place")  # a soft click as a tile lands

    def animating(self) -> bool:
        return not self.app.settings.reduced_motion and self.time < INTRO

    def prompt(self) -> str:
        """The prompt for the device in use (translated)."""
        return _(PROMPTS.get(self.app.input.device, PROMPTS["keyboard"]))

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        still = self.app.settings.reduced_motion or self.time >= INTRO
        # bright at the first frame, one dip, bright again as the opening ends
        p = 1.0 if still else pulse(self.time + INTRO / 2, INTRO)
        title = menu_anchor("title", (232, 26, 816, 140))
        panel = menu_anchor("panel", (380, 232, 520, 420))
        logo = draw_logo(surf, vp, fonts, title)
        if not still and SHINE_AT <= self.time < SHINE_AT + SHINE:
            draw_shine(surf, logo, (self.time - SHINE_AT) / SHINE)
        sub = vp.rect((panel.centerx - 400, title.bottom + 6, 800, 44))
        draw_text_fit(surf, fonts, 28, _("the domino game  -  American Sniff and Sniff 61"),
                      THEME.ink_dim, sub, "center", shadow=True)
        draw_sniff_cross(surf, vp.point((panel.centerx, panel.centery - 20)), vp.length(32), p,
                         None if still else self.time)
        # "press any key" with a gentle pulse
        col = tuple(round(a + (b - a) * p) for a, b in zip(THEME.ink_dim, THEME.focus))
        hint = vp.rect((panel.centerx - 400, panel.bottom - 58, 800, 48))
        draw_text_fit(surf, fonts, 30, self.prompt(), col, hint, "center",
                      bold=True, shadow=True)
        # the version, small in the corner (the one in pyproject.toml)
        draw_text_fit(surf, fonts, 22, f"v{version()}", THEME.ink_dim,
                      vp.rect((1036, 650, 200, 40)), "bottomright")

