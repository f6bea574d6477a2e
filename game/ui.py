"""Theme, fonts, the design-to-screen viewport, and small widgets shared by the screens.

Screens are laid out in a 1280×720 design space and drawn directly at the
window's size (no bitmap scaling): :class:`Viewport` maps design rectangles
and lengths to the screen, so text and tiles stay crisp at any size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields

import pygame

from .actions import Action, Input
from .i18n import _

__all__ = ["DESIGN", "Theme", "THEME", "THEMES", "THEME_NAMES", "set_theme", "shade_backdrop",
           "Viewport", "Fonts", "Button", "MenuList", "draw_text", "draw_panel", "fit_font",
           "TEXT_SCALES", "draw_sniff_mark", "draw_spot_arrow", "draw_cross",
           "draw_focus_ring", "draw_text_fit"]

DESIGN = (1280, 720)


@dataclass
class Theme:
    """The colours of one theme. :data:`THEME` is the one in use; :func:`set_theme`
    changes it in place, so every module that imported it sees the new colours.

    No information is carried by colour alone in any theme: counted ends are solid
    discs and attach points hollow rings, the sniff has an outline *and* a corner
    mark, the focused spot a double ring, the seat to play an arrow, and so on.
    """
    name: str = "classic"
    felt: tuple = (18, 92, 58)
    felt_dark: tuple = (12, 66, 42)
    ink: tuple = (245, 240, 225)          # main text on felt
    ink_dim: tuple = (190, 205, 190)
    ink_dark: tuple = (30, 30, 30)        # text on light panels
    ink_soft: tuple = (90, 80, 70)        # secondary text on light panels
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
    #: Counted-end discs (solid) and their numbers; attach-point rings (hollow).
    badge: tuple = (200, 40, 40)
    badge_ink: tuple = (250, 246, 232)
    ring: tuple = (250, 246, 232)
    #: Rows and buttons on the menu screens.
    row: tuple = (232, 226, 208)
    row_hot: tuple = (255, 250, 236)
    disabled: tuple = (175, 172, 160)
    disabled_ink: tuple = (95, 95, 90)
    #: Team / seat colours (always with a name or letter beside them).
    team_a: tuple = (255, 170, 40)
    team_b: tuple = (70, 120, 190)
    #: Dark boxes on the table (scores, labels, summary) and their text.
    box: tuple = (40, 26, 14)
    #: Extra darkening of the background art (0..255): high contrast dims the felt.
    backdrop_dim: int = 0


#: The themes Options offers. "colorblind": colours from the Okabe-Ito palette, chosen
#: so that the marks stand out from the green felt under protanopia, deuteranopia and
#: tritanopia alike (yellow counted-end discs with black numbers rather than red
#: ones; tests/test_i18n.py checks it with simulated colour blindness); "contrast":
#: black, white and yellow on a darkened table.
THEMES = {
    "classic": Theme(),
    "colorblind": Theme(
        name="colorblind",
        accent=(245, 178, 30), focus=(240, 228, 66), good=(86, 180, 233), bad=(213, 94, 0),
        badge=(255, 214, 70), badge_ink=(20, 20, 20), ring=(255, 255, 255),
        team_a=(245, 178, 30), team_b=(86, 180, 233)),
    "contrast": Theme(
        name="contrast",
        felt=(10, 40, 26), felt_dark=(0, 0, 0), ink=(255, 255, 255), ink_dim=(235, 235, 235),
        ink_dark=(0, 0, 0), ink_soft=(0, 0, 0), panel=(255, 255, 255), panel_edge=(0, 0, 0),
        accent=(255, 200, 0), good=(90, 255, 140), bad=(255, 90, 90), focus=(255, 255, 0),
        badge=(255, 255, 255), badge_ink=(0, 0, 0), ring=(255, 255, 255),
        row=(255, 255, 255), row_hot=(255, 255, 160), disabled=(120, 120, 120),
        disabled_ink=(20, 20, 20), team_a=(255, 200, 0), team_b=(120, 200, 255),
        box=(0, 0, 0), backdrop_dim=170),
}
THEME_NAMES = tuple(THEMES)

THEME = Theme()


def set_theme(name: str) -> str:
    """Make ``name`` (a key of :data:`THEMES`; unknown: classic) the theme in use."""
    if name not in THEMES:
        name = "classic"
    src = THEMES[name]
    for f in fields(Theme):
        setattr(THEME, f.name, getattr(src, f.name))
    _PANELS.clear()
    return name


def shade_backdrop(surf) -> None:
    """Darken background art for the high-contrast theme (nothing in the others)."""
    if THEME.backdrop_dim > 0:
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, THEME.backdrop_dim))
        surf.blit(shade, (0, 0))


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


#: Text sizes Options offers (1.0 = 100 %).
TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)


class Fonts:
    """Fonts by design size, cached per window scale, text scale and language font.

    ``path`` is a font file (None: pygame's default font); ``factor`` scales its
    pixel size so that a design size looks about as big in every font (the
    language's font comes from :func:`game.i18n.font_file`). ``text_scale`` is the
    player's text size (Options: 100-200 %). ``generation`` changes whenever the
    cached fonts are dropped, so caches of rendered text know to drop theirs.
    """

    def __init__(self, path: str | None = None, factor: float = 1.0):
        self.path = path
        self.factor = factor
        self._cache: dict[tuple, pygame.font.Font] = {}
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self.scale = 1.0
        self.text_scale = 1.0
        self.generation = 0

    def _clear(self) -> None:
        self._cache.clear()
        self._sizes.clear()
        self.generation += 1

    def set_scale(self, scale: float) -> None:
        if abs(scale - self.scale) > 1e-6:
            self.scale = scale
            self._clear()

    def set_text_scale(self, text_scale: float) -> None:
        text_scale = max(0.5, min(3.0, float(text_scale)))
        if abs(text_scale - self.text_scale) > 1e-6:
            self.text_scale = text_scale
            self._clear()

    def set_font(self, path: str | None, factor: float = 1.0) -> None:
        """Use the font file ``path`` (None: pygame's default) from now on."""
        if path != self.path or abs(factor - self.factor) > 1e-6:
            self.path = path
            self.factor = factor
        self._clear()  # a new language: its texts are new too

    def px(self, size: float) -> int:
        return max(8, round(size * self.scale * self.text_scale * self.factor))

    def get(self, size: float, bold: bool = False) -> pygame.font.Font:
        """The font for a design ``size`` (times the text scale)."""
        return self._font(self.px(size), bold)

    def get_fixed(self, size: float, bold: bool = False) -> pygame.font.Font:
        """The font for a design ``size`` without the player's text scale (for the few
        texts that are part of a picture, like the numbers on the table's discs)."""
        return self._font(max(8, round(size * self.scale * self.factor)), bold)

    def _font(self, px: int, bold: bool) -> pygame.font.Font:
        key = (px, bold)
        f = self._cache.get(key)
        if f is None:
            try:
                f = pygame.font.Font(self.path, px)
            except (OSError, FileNotFoundError, pygame.error):
                self.path, self.factor = None, 1.0  # the font file is gone: default font
                f = pygame.font.Font(None, px)
            f.set_bold(bold)
            self._cache[key] = f
        return f

    def get_lang(self, code: str, size: float, bold: bool = False) -> pygame.font.Font:
        """The font another language would use (the Options screen names each language
        in its own script)."""
        from .i18n import font_file, font_size_factor
        path, factor = font_file(code), font_size_factor(code)
        if path == self.path:
            return self.get(size, bold)
        px = max(8, round(size * self.scale * self.text_scale * factor))
        key = ("lang", path, px, bold)
        f = self._cache.get(key)
        if f is None:
            try:
                f = pygame.font.Font(path, px)
            except (OSError, FileNotFoundError, pygame.error):
                f = pygame.font.Font(None, px)
            f.set_bold(bold)
            self._cache[key] = f
        return f

    def measure(self, font: pygame.font.Font, text: str) -> tuple[int, int]:
        """The size of ``text`` as ``font`` renders it (bold text is a little larger
        than :meth:`pygame.font.Font.size` says); cached."""
        key = (id(font), text)
        got = self._sizes.get(key)
        if got is None:
            got = font.render(text, True, (0, 0, 0)).get_size() if text else (0, 0)
            if len(self._sizes) > 4000:
                self._sizes.clear()
            self._sizes[key] = got
        return got

    def fit(self, size: float, text: str, max_w: float, bold: bool = False,
            max_h: float | None = None) -> pygame.font.Font:
        """The font for ``size``, made smaller if ``text`` would be wider than
        ``max_w`` pixels (or taller than ``max_h``)."""
        f = self.get(size, bold)
        w, h = self.measure(f, text)
        if w <= max_w and (max_h is None or h <= max_h):
            return f
        px = self.px(size)
        k = max_w / max(1, w)
        if max_h is not None:
            k = min(k, max_h / max(1, h))
        px = max(6, int(px * k))
        f = self._font(px, bold)
        while px > 6:
            w, h = self.measure(f, text)
            if w <= max_w and (max_h is None or h <= max_h):
                break
            px -= 1
            f = self._font(px, bold)
        return f


def fit_font(fonts: Fonts, size: float, text: str, max_w: float, bold: bool = False,
             max_h: float | None = None) -> pygame.font.Font:
    """:meth:`Fonts.fit` as a function."""
    return fonts.fit(size, text, max_w, bold, max_h)


#: When a list, every text drawn is logged as ``(text, rect, box, shrunk)``: the tests
#: check that nothing spills out of its box or the window, and that at the default
#: text size no label had to be made smaller to fit.
TEXT_LOG: list | None = None


def log_text(text, rect, box=None, shrunk: bool = False, clip=None) -> None:
    """Log a drawn text for the layout tests: only its visible part (``clip``, the
    surface's clip rect: a scrolled list hides what is outside it)."""
    if TEXT_LOG is None or not text:
        return
    rect = pygame.Rect(rect)
    if clip is not None:
        rect = rect.clip(clip)
        if rect.w == 0 or rect.h == 0:
            return
    TEXT_LOG.append((text, rect, None if box is None else pygame.Rect(box), shrunk))


def follow_drag(drag: dict, pos, vp: Viewport, slop: float = 10) -> None:
    """Update a drag in progress (``{"start": pos, "pos": pos, "moved": bool}``):
    record ``pos``, and mark it moved once it went past ``slop`` design pixels, so a
    click that wobbles a little is still a click."""
    drag["pos"] = pos
    if math.hypot(pos[0] - drag["start"][0], pos[1] - drag["start"][1]) > vp.length(slop):
        drag["moved"] = True


def draw_text(surf, font, text, color, pos, anchor="topleft", shadow=True, box=None,
              shrunk: bool = False):
    """Draw text anchored at ``pos`` (a pygame.Rect attribute name); return its rect.

    ``box`` (a screen rect) is where the text must fit: it is logged with the text
    for the layout tests (the caller chose the font to fit, see :meth:`Fonts.fit`)."""
    img = font.render(text, True, color)
    r = img.get_rect(**{anchor: pos})
    if shadow:
        sh = font.render(text, True, (0, 0, 0))
        sh.set_alpha(110)
        surf.blit(sh, r.move(max(1, font.get_height() // 18), max(1, font.get_height() // 18)))
    surf.blit(img, r)
    log_text(text, r, box, shrunk, surf.get_clip())
    return r


def draw_text_fit(surf, fonts: Fonts, size, text, color, box, anchor="center", bold=False,
                  shadow=False, pad: int = 0):
    """Draw ``text`` inside the screen rect ``box`` at ``size``, smaller if it must be."""
    inner = box.inflate(-2 * pad, 0)
    font = fonts.fit(size, text, inner.w, bold, box.h)
    pos = getattr(inner, anchor)
    return draw_text(surf, font, text, color, pos, anchor, shadow, box=box,
                     shrunk=font is not fonts.get(size, bold))


_PANELS: dict = {}


def draw_panel(surf, rect, fill=None, edge=None, radius=14, alpha=235, width=3):
    """A rounded, slightly translucent panel (the surface is cached per size and style);
    ``fill``/``edge`` default to the theme's panel colours."""
    fill = THEME.panel if fill is None else fill
    edge = THEME.panel_edge if edge is None else edge
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


def draw_focus_ring(surf, rect, vp: Viewport, radius: int = 10) -> None:
    """The keyboard focus: an outer ring around ``rect`` (a shape, not only a colour)."""
    ring = rect.inflate(vp.length(10), vp.length(10))
    pygame.draw.rect(surf, THEME.ink_dark, ring, width=vp.length(5),
                     border_radius=vp.length(radius + 4))
    pygame.draw.rect(surf, THEME.focus, ring, width=vp.length(3),
                     border_radius=vp.length(radius + 4))


def draw_sniff_mark(surf, rect, unit: int) -> None:
    """The sniff's corner mark: a small diamond on the top-right corner of its outline
    (so the sniff is told by a shape, not only by the outline's colour)."""
    s = max(4, round(unit * 0.22))
    cx, cy = rect.right - max(1, unit // 10), rect.top + max(1, unit // 10)
    pts = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
    pygame.draw.polygon(surf, THEME.accent, pts)
    pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, unit // 14))


def draw_spot_arrow(surf, pos, radius: float, color, unit: int, direction=(0, 1)) -> None:
    """An arrow pointing at a spot from outside its ring (the spot the keyboard focus
    or a hint is on); ``direction`` is where the arrow points (default: down, so it
    stands above the ring)."""
    x, y = pos
    dx, dy = direction
    gap = radius + max(3, unit // 6)
    w = max(6, unit // 2)
    h = max(7, round(unit * 0.6))
    tx, ty = x - dx * gap, y - dy * gap          # the tip, just outside the ring
    bx, by = tx - dx * h, ty - dy * h            # the middle of the base
    pts = [(tx, ty), (bx - dy * w, by + dx * w), (bx + dy * w, by - dx * w)]
    pygame.draw.polygon(surf, color, pts)
    pygame.draw.polygon(surf, THEME.ink_dark, pts, max(1, unit // 12))


def draw_cross(surf, pos, radius: float, color, width: int) -> None:
    """An X over a spot (a refused try)."""
    x, y = pos
    d = radius * 0.6
    for a, b in (((x - d, y - d), (x + d, y + d)), ((x + d, y - d), (x - d, y + d))):
        pygame.draw.line(surf, THEME.ink_dark, a, b, width + 2)
        pygame.draw.line(surf, color, a, b, width)


class Button:
    """A clickable, focusable button in design coordinates.

    ``label`` is the English text (a message id marked with ``N_``); it is
    translated when drawn, so buttons follow a change of language at once."""

    def __init__(self, label: str, rect, on_click, enabled: bool = True):
        self.label = label
        self.rect = pygame.Rect(rect)
        self.on_click = on_click
        self.enabled = enabled
        self.hover = False
        self.focused = False

    @property
    def text(self) -> str:
        return _(self.label)

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        r = vp.rect(self.rect)
        hot = (self.hover or self.focused) and self.enabled
        fill = THEME.focus if hot else THEME.panel
        if not self.enabled:
            fill = THEME.disabled
        if self.focused and self.enabled:
            draw_focus_ring(surf, r, vp)
        pygame.draw.rect(surf, (0, 0, 0), r.move(0, vp.length(3)), border_radius=vp.length(10))
        pygame.draw.rect(surf, fill, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                         border_radius=vp.length(10))
        ink = THEME.ink_dark if self.enabled else THEME.disabled_ink
        draw_text_fit(surf, fonts, 24, self.text, ink, r, "center", bold=True,
                      pad=vp.length(10))

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
        for _k in range(n):
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
