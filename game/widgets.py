"""Widgets for the menu screens: toasts, option rows, screen chrome, a confirm dialog.

Everything is laid out in the 1280×720 design space and drawn through the
app's :class:`~game.ui.Viewport`. Every widget takes the same
:class:`~game.actions.Input` actions whatever the device: keyboard, mouse and
gamepad drive the same code.
"""

from __future__ import annotations

import math

import pygame

from .actions import Action, Input
from .i18n import N_, _, pgettext
from .scenes.base import Scene
from .ui import (
    THEME,
    Fonts,
    MenuList,
    Viewport,
    draw_focus_ring,
    draw_panel,
    draw_sniff_mark,
    draw_text,
    draw_text_fit,
)

__all__ = ["Toasts", "wrap_text", "Row", "ChoiceRow", "SliderRow", "ToggleRow", "ButtonRow",
           "HeadingRow", "RowList", "MenuScreen", "ConfirmScene", "draw_background",
           "draw_tile", "draw_arrow", "dim", "footer_hints", "draw_paragraphs"]


# -- text -------------------------------------------------------------------------
#: Punctuation that never starts a line (Chinese line breaking) and that never ends one.
_NO_START = set("，。、；：！？）」』】》〉,.;:!?)]}%…—-・")
_NO_END = set("（「『【《〈([{")


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF
            or 0x3000 <= o <= 0x303F)


def _units(para: str) -> list[tuple[str, bool]]:
    """Break units of a paragraph: ``(text, space_before)``. Words of Latin text,
    single Chinese characters; punctuation that may not start a line sticks to the
    unit before it, an opening bracket to the unit after it."""
    units: list[tuple[str, bool]] = []
    space = False
    word = ""
    word_space = False

    def flush():
        nonlocal word
        if word:
            units.append((word, word_space))
            word = ""

    def glue_prev(ch) -> bool:
        if units:
            t, sp = units.pop()
            units.append((t + ch, sp))
            return True
        return False

    for ch in para:
        if ch == " ":
            flush()
            space = True
            continue
        if word:
            if _is_cjk(ch) and ch not in _NO_START and word[-1] not in _NO_END:
                flush()
            else:
                word += ch
                continue
        # no word in progress: ch starts a unit or sticks to the previous one
        if ch in _NO_START and not space and units:
            glue_prev(ch)
            continue
        if not space and units and units[-1][0][-1] in _NO_END:
            t, sp = units.pop()
            word, word_space = t + ch, sp
        else:
            word, word_space = ch, space
        space = False
        if _is_cjk(ch) and ch not in _NO_END:
            flush()
    flush()
    return units


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels. Latin words never
    split (unless one alone is too wide); Chinese breaks between characters, never
    before closing punctuation such as ，。：）."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for unit, space in _units(para):
            cand = unit if not line else (f"{line} {unit}" if space else line + unit)
            if font.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = unit
        lines.append(line)
    return lines


# -- toasts -----------------------------------------------------------------------
class Toasts:
    """Short messages stacked at the top of the window, fading out after a while."""

    def __init__(self):
        self.items: list[list] = []  # [text, seconds left, total]

    def add(self, text: str, seconds: float = 8.0) -> None:
        if any(it[0] == text for it in self.items):
            return
        self.items.append([text, seconds, seconds])
        del self.items[:-4]

    def texts(self) -> list[str]:
        return [it[0] for it in self.items]

    def update(self, dt: float) -> None:
        for it in self.items:
            it[1] -= dt
        self.items = [it for it in self.items if it[1] > 0]

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        if not self.items:
            return
        font = fonts.get(21)
        y = vp.length(14) + round(vp.oy)
        maxw = vp.length(900)
        for text, left, _total in self.items:
            lines = wrap_text(font, text, maxw - vp.length(40))
            lh = font.get_linesize()
            w = max(font.size(s)[0] for s in lines) + vp.length(40)
            h = lh * len(lines) + vp.length(22)
            r = pygame.Rect(0, y, w, h)
            r.centerx = surf.get_width() // 2
            alpha = 235 if left > 0.6 else int(235 * left / 0.6)
            box = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (40, 28, 20, alpha), box.get_rect(),
                             border_radius=vp.length(10))
            pygame.draw.rect(box, (*THEME.accent, alpha), box.get_rect(), width=vp.length(2),
                             border_radius=vp.length(10))
            ty = vp.length(11)
            for s in lines:
                img = font.render(s, True, THEME.ink)
                img.set_alpha(alpha)
                box.blit(img, img.get_rect(midtop=(r.w // 2, ty)))
                ty += lh
            surf.blit(box, r)
            y += h + vp.length(8)


# -- drawing helpers ----------------------------------------------------------------
_BACKGROUNDS: dict = {}


def draw_background(surf, name: str = "menu.tmx") -> None:
    """The menu background from ``assets/maps/menu.tmx`` (felt if the map is missing)."""
    bg = _BACKGROUNDS.get(name)
    if bg is None:
        try:
            from .maps import Background
            bg = Background(name)
        except Exception:  # the map module or its art is unavailable: plain felt
            bg = False
        _BACKGROUNDS[name] = bg
    if bg:
        try:
            bg.draw(surf)
            return
        except (pygame.error, ValueError, FileNotFoundError):
            _BACKGROUNDS[name] = False
    surf.fill(THEME.felt)


def menu_anchor(name: str, default) -> pygame.Rect:
    """A design rect from ``menu.tmx``'s anchors, or ``default``."""
    try:
        from .maps import load_map
        return pygame.Rect(load_map("menu.tmx").anchors[name])
    except Exception:
        return pygame.Rect(default)


_TILE_ART = None


def draw_tile(surf, center, first: int, second: int, vertical: bool, unit: int,
              outline=None) -> pygame.Rect:
    """A face-up domino at screen ``center`` (``first`` on the left/top), ``unit`` the
    short side in pixels; ``outline`` a colour to ring it (the sniff's orange)."""
    global _TILE_ART
    if _TILE_ART is None:
        from .render.tiles import TileArt
        _TILE_ART = TileArt(limit=200)
    img = _TILE_ART.face(first, second, vertical, unit)
    r = img.get_rect(center=center)
    sh = pygame.Rect(r).move(max(1, unit // 12), max(1, unit // 10))
    pygame.draw.rect(surf, (0, 0, 0), sh, border_radius=max(2, unit // 6))
    surf.blit(img, r)
    if outline is not None:  # the sniff: an outline and a corner mark
        ring = r.inflate(max(3, unit // 6), max(3, unit // 6))
        pygame.draw.rect(surf, outline, ring, width=max(2, unit // 12),
                         border_radius=max(3, unit // 5))
        draw_sniff_mark(surf, ring, unit)
    return r


def draw_arrow(surf, rect: pygame.Rect, direction: int, color) -> None:
    """A filled triangle in ``rect`` pointing left (-1) or right (+1)."""
    cx, cy = rect.center
    w, h = rect.w * 0.28, rect.h * 0.32
    if direction < 0:
        pts = [(cx - w, cy), (cx + w * 0.7, cy - h), (cx + w * 0.7, cy + h)]
    else:
        pts = [(cx + w, cy), (cx - w * 0.7, cy - h), (cx - w * 0.7, cy + h)]
    pygame.draw.polygon(surf, color, pts)


def draw_paragraphs(surf, fonts: Fonts, paras, box: pygame.Rect, size: float, color,
                    gap: int = 0, bold: bool = False, min_size: float = 9,
                    align: str = "left", shadow: bool = False) -> int:
    """Wrap the (translated) paragraphs ``paras`` into the screen rect ``box`` at
    ``size``, smaller if they would not fit its height; return the bottom y."""
    while True:
        font = fonts.get(size, bold)
        blocks = [wrap_text(font, p, box.w) for p in paras]
        lh = font.get_linesize()
        h = sum(len(b) * lh for b in blocks) + gap * max(0, len(blocks) - 1)
        if h <= box.h or size <= min_size:
            break
        size = max(min_size, size - 1)
    y = box.y
    for lines in blocks:
        for line in lines:
            if align == "center":
                draw_text(surf, font, line, color, (box.centerx, y), "midtop", shadow, box=box)
            else:
                draw_text(surf, font, line, color, (box.x, y), "topleft", shadow, box=box)
            y += lh
        y += gap
    return y


def dim(surf, alpha: int = 150) -> None:
    """Darken the whole surface (behind an overlay)."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surf.blit(shade, (0, 0))


def footer_hints(surf, vp: Viewport, fonts: Fonts, text: str) -> None:
    """The controls line at the bottom of a screen (``text`` already translated)."""
    box = vp.rect((40, 664, 1200, 28))
    draw_text_fit(surf, fonts, 18, text, THEME.ink_dim, box, "midbottom", shadow=True)


# -- option rows ---------------------------------------------------------------------
class Row:
    """One line of a :class:`RowList`: a label and a value the player can change.

    Subclasses say how LEFT/RIGHT (``step``), CONFIRM/click (``activate``) and a
    click on the value at a horizontal fraction (``click_value``) change it.
    """

    focusable = True
    arrows = False

    def __init__(self, label: str, enabled: bool = True, help: str = ""):
        #: The English label (a message id); :attr:`shown_label` is the translation.
        self.label = label
        self.enabled = enabled
        self.help = help

    #: A message context for the label (``pgettext``), where one English word has two
    #: meanings (the seat "Left" and the direction "Left").
    context: str | None = None

    @property
    def shown_label(self) -> str:
        return pgettext(self.context, self.label) if self.context else _(self.label)

    def text(self) -> str:
        return ""

    def step(self, d: int) -> bool:
        return False

    def activate(self) -> bool:
        return self.step(1)

    def click_value(self, frac: float) -> bool:
        return self.activate()

    def draw_value(self, surf, rect: pygame.Rect, vp: Viewport, fonts: Fonts, hot: bool):
        draw_text_fit(surf, fonts, 24, self.text(), THEME.ink_dark, rect, "center", bold=True,
                      pad=vp.length(4))


class ChoiceRow(Row):
    """Cycles through ``values``; ``get()``/``set(v)`` reach the model; ``fmt(v)`` shows it."""

    arrows = True

    def __init__(self, label, values, get, set, fmt=None, enabled=True, help="", wrap=True):
        super().__init__(label, enabled, help)
        self.values = list(values)
        self.get = get
        self.set = set
        #: Shows a value (translated); by default the value as a message id.
        self.fmt = fmt or (lambda v: _(str(v).capitalize()))
        self.wrap = wrap

    def index(self) -> int:
        v = self.get()
        return self.values.index(v) if v in self.values else 0

    def text(self) -> str:
        return self.fmt(self.get())

    def step(self, d: int) -> bool:
        n = len(self.values)
        if n < 2:
            return False
        i = self.index() + d
        if self.wrap:
            i %= n
        i = max(0, min(n - 1, i))
        if self.values[i] == self.get():
            return False
        self.set(self.values[i])
        return True


ON, OFF = N_("On"), N_("Off")


class ToggleRow(ChoiceRow):
    def __init__(self, label, get, set, on=ON, off=OFF, enabled=True, help=""):
        super().__init__(label, [False, True], get, set, lambda v: _(on) if v else _(off),
                         enabled, help)


class SliderRow(Row):
    """A 0..1 value in steps of ``step_size``, drawn as a bar with a percentage."""

    arrows = True

    def __init__(self, label, get, set, step_size=0.1, enabled=True, help=""):
        super().__init__(label, enabled, help)
        self.get = get
        self.set = set
        self.step_size = step_size

    def text(self) -> str:
        return f"{round(self.get() * 100)}%"

    def _put(self, v: float) -> bool:
        v = round(max(0.0, min(1.0, v)) / self.step_size) * self.step_size
        v = round(v, 4)
        if abs(v - self.get()) < 1e-9:
            return False
        self.set(v)
        return True

    def step(self, d: int) -> bool:
        return self._put(self.get() + d * self.step_size)

    def activate(self) -> bool:
        return False

    def click_value(self, frac: float) -> bool:
        return self._put(frac)

    def draw_value(self, surf, rect, vp, fonts, hot):
        bar = pygame.Rect(0, 0, round(rect.w * 0.62), vp.length(12))
        bar.midleft = (rect.x + vp.length(6), rect.centery)
        pygame.draw.rect(surf, (150, 140, 120), bar, border_radius=bar.h // 2)
        fill = pygame.Rect(bar.x, bar.y, round(bar.w * self.get()), bar.h)
        if fill.w > 0:
            pygame.draw.rect(surf, THEME.accent, fill, border_radius=bar.h // 2)
        knob = (bar.x + round(bar.w * self.get()), bar.centery)
        pygame.draw.circle(surf, THEME.panel_edge, knob, vp.length(11))
        pygame.draw.circle(surf, THEME.ivory, knob, vp.length(8))
        label = pygame.Rect(bar.right + vp.length(14), rect.y, 0, rect.h)
        label.width = rect.right - vp.length(4) - label.x
        draw_text_fit(surf, fonts, 22, self.text(), THEME.ink_dark, label, "midright",
                      bold=True)

    def bar_fraction(self, rect: pygame.Rect, vp: Viewport, x: int) -> float:
        w = round(rect.w * 0.62)
        x0 = rect.x + vp.length(6)
        return (x - x0) / max(1, w)


class ButtonRow(Row):
    """A full-width action (Start, Done, Reset...); ``primary`` ones stand out."""

    def __init__(self, label, on_click, enabled=True, help="", primary=False):
        super().__init__(label, enabled, help)
        self.on_click = on_click
        self.primary = primary

    def activate(self) -> bool:
        if self.enabled:
            self.on_click()
            return True
        return False

    def step(self, d: int) -> bool:
        return False


class HeadingRow(Row):
    """A section title inside a list; never takes the focus."""

    focusable = False


class RowList:
    """A vertical list of rows in the design rect ``area``, scrolling when needed.

    UP/DOWN (and Tab/Shift-Tab, shoulders) move the focus, LEFT/RIGHT change the
    focused row's value, CONFIRM activates it; the mouse hovers to focus, clicks
    the arrows, the value (or a slider's bar) or a button; the wheel scrolls.
    ``on_change(row)`` is called after a value changed or a button ran.
    """

    def __init__(self, rows, area, row_h: float = 54, gap: float = 8, label_frac: float = 0.46,
                 on_change=None):
        self.rows: list[Row] = list(rows)
        self.area = pygame.Rect(area)
        self.row_h = row_h
        self.gap = gap
        self.label_frac = label_frac
        self.on_change = on_change
        self.scroll = 0.0  # design px
        self.index = next((i for i, r in enumerate(self.rows) if r.focusable and r.enabled), 0)
        self._keep_visible()

    # geometry (design coordinates)
    def _height(self, row: Row) -> float:
        return self.row_h * (0.8 if isinstance(row, HeadingRow) else 1.0)

    def content_height(self) -> float:
        return sum(self._height(r) + self.gap for r in self.rows) - self.gap

    def row_rect(self, i: int) -> pygame.Rect:
        y = self.area.y - self.scroll
        for r in self.rows[:i]:
            y += self._height(r) + self.gap
        return pygame.Rect(self.area.x, round(y), self.area.w, round(self._height(self.rows[i])))

    def value_rect(self, rect: pygame.Rect) -> pygame.Rect:
        lw = round(rect.w * self.label_frac)
        return pygame.Rect(rect.x + lw, rect.y + 6, rect.w - lw - 8, rect.h - 12)

    def arrow_rects(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        v = self.value_rect(rect)
        s = v.h
        return pygame.Rect(v.x, v.y, s, s), pygame.Rect(v.right - s, v.y, s, s)

    def inner_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a row's value is drawn: between its arrows (or the whole value area)."""
        v = self.value_rect(rect)
        if not self.rows or not any(r.arrows for r in self.rows):
            return v
        left, right = self.arrow_rects(rect)
        return pygame.Rect(left.right + 6, v.y, right.x - left.right - 12, v.h)

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_height() - self.area.h)

    def _keep_visible(self) -> None:
        if not self.rows:
            return
        r = self.row_rect(self.index)
        top = r.y + self.scroll
        # show the heading right above the focused row, too
        if self.index > 0 and isinstance(self.rows[self.index - 1], HeadingRow):
            top -= self._height(self.rows[self.index - 1]) + self.gap
        bottom = r.bottom + self.scroll
        if top - self.area.y < self.scroll:
            self.scroll = top - self.area.y
        elif bottom - self.area.y > self.scroll + self.area.h:
            self.scroll = bottom - self.area.y - self.area.h
        self.scroll = max(0.0, min(self.max_scroll, self.scroll))

    # focus
    @property
    def current(self) -> Row | None:
        return self.rows[self.index] if self.rows else None

    def focus(self, i: int) -> None:
        if 0 <= i < len(self.rows) and self.rows[i].focusable and self.rows[i].enabled:
            self.index = i
            self._keep_visible()

    def move(self, d: int) -> None:
        n = len(self.rows)
        i = self.index
        for _k in range(n):
            i = (i + d) % n
            if self.rows[i].focusable and self.rows[i].enabled:
                break
        self.index = i
        self._keep_visible()

    def _changed(self, row: Row) -> None:
        if self.on_change is not None:
            self.on_change(row)

    def _hit(self, vp: Viewport, pos):
        """``(index, part)`` under a screen position; part is 'left', 'right',
        'value' or 'label'."""
        d = vp.to_design(pos)
        if not self.area.collidepoint(d):
            return None, None
        for i, row in enumerate(self.rows):
            r = self.row_rect(i)
            if not r.collidepoint(d) or not row.focusable:
                continue
            if row.arrows:
                left, right = self.arrow_rects(r)
                if left.collidepoint(d):
                    return i, "left"
                if right.collidepoint(d):
                    return i, "right"
                if self.value_rect(r).collidepoint(d):
                    return i, "value"
            return i, "label"
        return None, None

    def handle(self, inp: Input, vp: Viewport) -> bool:
        """Use an input if it is meant for the list; return True if used."""
        a = inp.action
        row = self.current
        if a in (Action.UP, Action.PREV):
            self.move(-1)
            return True
        if a in (Action.DOWN, Action.NEXT):
            self.move(1)
            return True
        if a in (Action.LEFT, Action.RIGHT) and row is not None:
            if row.enabled and row.step(-1 if a == Action.LEFT else 1):
                self._changed(row)
            return True
        if a == Action.CONFIRM and row is not None:
            if row.enabled and row.activate():
                self._changed(row)
            return True
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            d = -1 if a == Action.SCROLL_UP else 1
            self.scroll = max(0.0, min(self.max_scroll, self.scroll + d * (self.row_h + self.gap)))
            return True
        if a == Action.POINT and inp.pos is not None:
            i, _part = self._hit(vp, inp.pos)
            if i is not None and self.rows[i].enabled:
                self.index = i  # no scrolling on hover
            return False
        if a == Action.PRESS and inp.pos is not None:
            i, part = self._hit(vp, inp.pos)
            if i is None:
                return False
            row = self.rows[i]
            if not row.enabled:
                return True
            self.focus(i)
            if part == "left":
                changed = row.step(-1)
            elif part == "right":
                changed = row.step(1)
            elif part == "value" and isinstance(row, SliderRow):
                r = vp.rect(self.inner_rect(self.row_rect(i)))
                changed = row.click_value(row.bar_fraction(r, vp, inp.pos[0]))
            else:
                changed = row.activate()
            if changed:
                self._changed(row)
            return True
        return False

    def draw(self, surf, vp: Viewport, fonts: Fonts) -> None:
        clip = vp.rect(self.area.inflate(12, 12))
        old = surf.get_clip()
        surf.set_clip(clip)
        label_font = fonts.get(24)
        for i, row in enumerate(self.rows):
            dr = self.row_rect(i)
            if dr.bottom < self.area.y - 20 or dr.y > self.area.bottom + 20:
                continue
            r = vp.rect(dr)
            if isinstance(row, HeadingRow):
                box = pygame.Rect(r.x + vp.length(8), r.y, r.w - vp.length(16),
                                  r.h - vp.length(4))
                draw_text_fit(surf, fonts, 26, row.shown_label, THEME.accent, box,
                              "bottomleft", bold=True, shadow=True)
                pygame.draw.line(surf, THEME.accent, (r.x + vp.length(8), r.bottom),
                                 (r.right - vp.length(8), r.bottom), vp.length(2))
                continue
            hot = i == self.index
            self._draw_row(surf, vp, fonts, row, dr, r, hot, label_font)
        surf.set_clip(old)
        if self.max_scroll > 0:
            self._draw_scrollbar(surf, vp)

    def _draw_row(self, surf, vp, fonts, row, dr, r, hot, label_font):
        rad = vp.length(10)
        if hot:
            draw_focus_ring(surf, r, vp, 10)
        fill = THEME.row_hot if hot else THEME.row
        if isinstance(row, ButtonRow) and row.primary:
            fill = THEME.focus if hot else (246, 196, 120)
        if not row.enabled:
            fill = THEME.disabled
        pygame.draw.rect(surf, fill, r, border_radius=rad)
        pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                         border_radius=rad)
        ink = THEME.ink_dark if row.enabled else THEME.disabled_ink
        if isinstance(row, ButtonRow):
            draw_text_fit(surf, fonts, 26, row.shown_label, ink, r, "center", bold=True,
                          pad=vp.length(12))
            return
        lw = round(dr.w * self.label_frac)
        label_box = pygame.Rect(r.x + vp.length(18), r.y, vp.length(lw - 22), r.h)
        draw_text_fit(surf, fonts, 24, row.shown_label, ink, label_box, "midleft")
        if row.arrows:
            left, right = (vp.rect(x) for x in self.arrow_rects(dr))
            for box, d in ((left, -1), (right, 1)):
                pygame.draw.rect(surf, THEME.accent if hot else (210, 200, 178), box,
                                 border_radius=vp.length(8))
                draw_arrow(surf, box, d, THEME.ink_dark)
            inner = vp.rect(self.inner_rect(dr))
        else:
            inner = vp.rect(self.value_rect(dr))
        row.draw_value(surf, inner, vp, fonts, hot)

    def _draw_scrollbar(self, surf, vp):
        track = pygame.Rect(self.area.right + 10, self.area.y, 8, self.area.h)
        t = vp.rect(track)
        pygame.draw.rect(surf, (10, 44, 28), t, border_radius=t.w // 2)
        frac = self.area.h / self.content_height()
        h = max(24, track.h * frac)
        y = track.y + (track.h - h) * (self.scroll / self.max_scroll)
        pygame.draw.rect(surf, THEME.accent, vp.rect((track.x, y, track.w, h)),
                         border_radius=t.w // 2)


# -- screens ---------------------------------------------------------------------------
class MenuScreen(Scene):
    """A full screen with the menu background, a title, a Back button (for the
    mouse; Esc / pad B / right click do the same) and a controls line.

    Subclasses implement :meth:`on_back` and :meth:`handle_input`.
    """

    #: The screen's title and controls line: English message ids, translated when drawn.
    title = ""
    hints = N_("Arrows / Tab choose   Enter confirm   Esc back   (pad: D-pad, A, B)")
    #: Design rect of the Back button (None: no button).
    back_rect = (44, 40, 132, 46)
    #: Design rect of the darker sheet behind the content (None: none).
    sheet_rect = (30, 28, 1220, 664)

    def on_back(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def handle_input(self, inp) -> None:
        """Everything but BACK and a click on the Back button."""

    def handle(self, inp) -> None:
        if inp.action == Action.BACK:
            self.on_back()
            return
        if (inp.action == Action.PRESS and inp.pos is not None and self.back_rect
                and self.app.vp.rect(self.back_rect).collidepoint(inp.pos)):
            self.on_back()
            return
        self.handle_input(inp)

    def draw_chrome(self, surf) -> None:
        """Background, sheet, title and controls line (one cached blit), then the
        Back button."""
        fonts = self.app.fonts
        key = (surf.get_size(), self.title, self.hints, self.sheet_rect, fonts.scale,
               fonts.generation, THEME.name)
        cached = getattr(self, "_chrome", None)
        if cached is None or cached[0] != key:
            static = pygame.Surface(surf.get_size())
            self.draw_static_chrome(static)
            cached = self._chrome = (key, static.convert() if pygame.display.get_surface()
                                     else static)
        surf.blit(cached[1], (0, 0))
        self.draw_back_button(surf)

    def draw_static_chrome(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        draw_background(surf)
        if self.sheet_rect:
            r = vp.rect(self.sheet_rect)
            sheet = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(sheet, (*THEME.felt_dark, 215), sheet.get_rect(),
                             border_radius=vp.length(18))
            surf.blit(sheet, r)
        if self.title:
            # between the Back button and the right edge of the sheet
            box = vp.rect((200, 30, 880, 68))
            draw_text_fit(surf, fonts, 54, _(self.title), THEME.ink, box, "center",
                          bold=True, shadow=True)
        if self.hints:
            footer_hints(surf, vp, fonts, _(self.hints))

    def draw_back_button(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        if self.back_rect:
            r = vp.rect(self.back_rect)
            mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
            hot = r.collidepoint(mouse)
            pygame.draw.rect(surf, (0, 0, 0), r.move(0, vp.length(3)),
                             border_radius=vp.length(10))
            pygame.draw.rect(surf, THEME.focus if hot else THEME.panel, r,
                             border_radius=vp.length(10))
            pygame.draw.rect(surf, THEME.panel_edge, r, width=vp.length(3 if hot else 2),
                             border_radius=vp.length(10))
            arrow = pygame.Rect(r.x + vp.length(6), r.y, r.h, r.h)
            draw_arrow(surf, arrow, -1, THEME.ink_dark)
            box = pygame.Rect(arrow.right, r.y, r.right - arrow.right - vp.length(8), r.h)
            draw_text_fit(surf, fonts, 24, _("Back"), THEME.ink_dark, box, "midleft",
                          bold=True)

    def t(self) -> float:
        return pygame.time.get_ticks() / 1000.0


class ConfirmScene(Scene):
    """A yes/no question over the current screen. BACK (or "No") closes it."""

    opaque = False
    name = "confirm"

    def __init__(self, app, question: str, on_yes, yes: str = N_("Yes"),
                 no: str = N_("Cancel")):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.menu = MenuList([(no, self._no), (yes, self._yes)], 640, 380, width=300,
                             height=56, gap=16)
        # side by side
        self.menu.buttons[0].rect.topleft = (640 - 310, 380)
        self.menu.buttons[1].rect.topleft = (640 + 10, 380)

    def _no(self) -> None:
        self.app.audio.play("click")
        self.app.pop()

    def _yes(self) -> None:
        self.app.audio.play("click")
        self.app.pop()
        self.on_yes()

    def handle(self, inp: Input) -> None:
        if inp.action in (Action.BACK, Action.PAUSE):
            self._no()
            return
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        dim(surf, 140)
        panel = vp.rect((300, 262, 680, 200))
        draw_panel(surf, panel)
        question = _(self.question)
        box = pygame.Rect(panel.x + vp.length(20), panel.y + vp.length(16),
                          panel.w - vp.length(40), vp.length(102))  # above the buttons
        size = 28
        while True:
            font = fonts.get(size, bold=True)
            lines = wrap_text(font, question, panel.w - vp.length(60))
            h = font.get_linesize() * (len(lines) - 1) + fonts.measure(font, lines[-1])[1]
            if h <= box.h or size <= 10:
                break
            size -= 1
        y = box.y + max(0, (box.h - h) // 2)
        for line in lines:
            draw_text(surf, font, line, THEME.ink_dark, (panel.centerx, y), "midtop",
                      shadow=False, box=box)
            y += font.get_linesize()
        self.menu.draw(surf, vp, fonts)


def pulse(t: float, period: float = 1.6) -> float:
    """0..1..0 smoothly over ``period`` seconds."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * t / period)
