"""Theme, fonts, the design-to-screen viewport, and small widgets shared by the screens.

Screens are laid out in a 1280×720 design space and drawn directly at the
window's size (no bitmap scaling): :class:`Viewport` maps design rectangles
and lengths to the screen, so text and tiles stay crisp at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .actions import Action, Input

__all__ = ["DESIGN", "Theme", "THEME", "Viewport", "Fonts", "Button", "MenuList",
           "draw_text", "draw_panel"]

DESIGN = (1280, 720)


@dataclass(frozen=True)
class Theme:
    felt: tuple = (18, 92, 58)
    felt_dark: tuple = (12, 66, 42)
    ink: tuple = (245, 240, 225)          # main text on felt
    ink_dim: tuple = (190, 205, 190)
    ink_dark: tuple = (30, 30, 30)        # text on light panels
    panel: tuple = (250, 246, 234)
    panel_edge: tuple = (120, 84, 48)
    accent: tuple = (255, 170, 40)        # the sniff's orange outline, highlights
    good: tuple = (70, 200, 120)
    bad: tuple = (230, 80, 70)
    focus: tuple = (255, 220, 90)
    ivory: tuple = (250, 246, 232)
    ivory_edge: tuple = (170, 160, 140)
    pip: tuple = (25, 25, 30)
    shadow: tuple = (0, 0, 0, 90)


THEME = Theme()


class Viewport:
    """Maps the 1280×720 design space onto a window of any size (letterboxed)."""

    def __init__(self, size):
        self.resize(size)

    def resize(self, size) -> None:
        w, h = size
        self.size = (w, h)
        self.scale = min(w / DESIGN[0], h / DESIGN[1])
        self.ox = (w - DESIGN[0] * self.scale) / 2
        self.oy = (h - DESIGN[1] * self.scale) / 2

    def rect(self, r) -> pygame.Rect:
        x, y, w, h = r
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), round(w * s),
                           round(h * s))

    def point(self, p) -> tuple[int, int]:
        return (round(self.ox + p[0] * self.scale), round(self.oy + p[1] * self.scale))

    def length(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def to_design(self, pos) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)


class Fonts:
    """Fonts by design size, cached per window scale."""

    def __init__(self, path: str | None = None):
        self.path = path
        self._cache: dict[tuple, pygame.font.Font] = {}
        self.scale = 1.0
        self.text_scale = 1.0

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) > 1e-6:
            self.scale = scale
            self._cache.clear()

    def get(self, size: float, bold: bool = False) -> pygame.font.Font:
        px = max(8, round(size * self.scale * self.text_scale))
        key = (px, bold)
        f = self._cache.get(key)
        if f is None:
            f = pygame.font.Font(self.path, px)
            f.set_bold(bold)
            self._cache[key] = f
        return f


def draw_text(surf, font, text, color, pos, anchor="topleft", shadow=True):
    """Draw text anchored at ``pos`` (a pygame.Rect attribute name); return its rect."""
    img = font.render(text, True, color)
    r = img.get_rect(**{anchor: pos})
    if shadow:
        sh = font.render(text, True, (0, 0, 0))
        sh.set_alpha(110)
        surf.blit(sh, r.move(max(1, font.get_height() // 18), max(1, font.get_height() // 18)))
    surf.blit(img, r)
    return r


_PANELS: dict = {}


def draw_panel(surf, rect, fill=THEME.panel, edge=THEME.panel_edge, radius=14, alpha=235,
               width=3):
    """A rounded, slightly translucent panel (the surface is cached per size and style)."""
    key = (tuple(rect.size), tuple(fill), tuple(edge), radius, alpha, width)
    panel = _PANELS.get(key)
    if panel is None:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*fill, alpha), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, edge, panel.get_rect(), width=width, border_radius=radius)
        if len(_PANELS) > 64:
            _PANELS.clear()
        _PANELS[key] = panel
    surf.blit(panel, rect)


class Button:
    """A clickable, focusable button in design coordinates."""

    def __init__(self, label: str, rect, on_click, enabled: bool = True):
        self.label = label
        self.rect = pygame.Rect(rect)
        self.on_click = on_click
        self.enabled = enabled
        self.hover = False
        self.focused = False

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        r = vp.rect(self.rect)
        hot = (self.hover or self.focused) and self.enabled
        fill = THEME.focus if hot else THEME.panel
        if not self.enabled:
            fill = (170, 170, 160)
        pygame.draw.rect(surf, (0, 0, 0), r.move(0, vp.length(3)), border_radius=vp.length(10))
        pygame.draw.rect(surf, fill, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                         border_radius=vp.length(10))
        draw_text(surf, fonts.get(24, bold=True), self.label, THEME.ink_dark, r.center,
                  "center", shadow=False)

    def hit(self, vp: Viewport, pos) -> bool:
        return vp.rect(self.rect).collidepoint(pos)


class MenuList:
    """A vertical list of buttons driven by the same actions from any device.

    Up/Down (or Tab) move the focus, Confirm activates; the mouse hovers and clicks.
    """

    def __init__(self, items, center_x: float, top: float, width: float = 380,
                 height: float = 56, gap: float = 14):
        self.buttons: list[Button] = []
        y = top
        for label, fn, *rest in items:
            enabled = rest[0] if rest else True
            self.buttons.append(Button(label, (center_x - width / 2, y, width, height), fn,
                                       enabled))
            y += height + gap
        self.index = next((i for i, b in enumerate(self.buttons) if b.enabled), 0)
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.index

    def move(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.index = (self.index + step) % n
            if self.buttons[self.index].enabled:
                break
        self._sync()

    def handle(self, inp: Input, vp: Viewport) -> bool:
        """Handle an input; return True if it was used."""
        a = inp.action
        if a in (Action.UP, Action.PREV, Action.LEFT):
            self.move(-1)
            return True
        if a in (Action.DOWN, Action.NEXT, Action.RIGHT):
            self.move(1)
            return True
        if a == Action.CONFIRM:
            b = self.buttons[self.index]
            if b.enabled:
                b.on_click()
            return True
        if a == Action.POINT and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                b.hover = b.enabled and b.hit(vp, inp.pos)
                if b.hover:
                    self.index = i
                    self._sync()
            return False
        if a == Action.PRESS and inp.pos is not None:
            for i, b in enumerate(self.buttons):
                if b.enabled and b.hit(vp, inp.pos):
                    self.index = i
                    self._sync()
                    b.on_click()
                    return True
        return False

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        for b in self.buttons:
            b.draw(surf, vp, fonts)
