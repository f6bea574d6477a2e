"""Option rows: a label and a value the player changes (choice, toggle, slider, button,
heading)."""

from __future__ import annotations

import pygame

from ..i18n import N_, _, pgettext
from ..ui import THEME, Fonts, Viewport, draw_text_fit
from .text import draw_lines_fit

__all__ = ["Row", "ChoiceRow", "ToggleRow", "SliderRow", "ButtonRow", "HeadingRow", "ON", "OFF"]


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

    def measure_text(self) -> str:
        """The words the list sizes every value by (RowList.even_values): the value,
        unless a row's long passing words would shrink every other value with them."""
        return self.text()

    def step(self, d: int) -> bool:
        return False

    def can_step(self, d: int) -> bool:
        """Whether LEFT (-1) / RIGHT (+1) would change the value (an arrow at the end of
        its range is drawn disabled)."""
        return True

    def activate(self) -> bool:
        return self.step(1)

    def click_value(self, frac: float) -> bool:
        return self.activate()

    #: The value's design size (RowList.even_values gives a list's values one size).
    value_size: float = 24

    def draw_value(self, surf, rect: pygame.Rect, vp: Viewport, fonts: Fonts, hot: bool):
        # a little smaller on one line; else on two lines (at most a quarter smaller)
        # before it shrinks further on one
        inner = rect.inflate(-2 * vp.length(4), 0)
        w = fonts.measure(fonts.get(self.value_size, True), self.text())[0]
        if w * 0.8 <= inner.w or not draw_lines_fit(
                surf, fonts, self.value_size, self.text(), THEME.ink_dark, inner, bold=True,
                align="center", min_size=self.value_size * 0.75):
            draw_text_fit(surf, fonts, self.value_size, self.text(), THEME.ink_dark, rect,
                          "center", bold=True, pad=vp.length(4))


class ChoiceRow(Row):
    """Steps through ``values``; ``get()``/``set(v)`` reach the model; ``fmt(v)`` shows it.
    One rule for every stepper of a form: it stops at its ends, its arrow there drawn
    disabled (ga_87: Colours, pressed Right six times, wrapped back to "Classic" with
    no sign anything had changed); ``wrap`` only where a list asks for it."""

    arrows = True

    def __init__(self, label, values, get, set, fmt=None, enabled=True, help="", wrap=False):
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

    def can_step(self, d: int) -> bool:
        n = len(self.values)
        return n >= 2 and (self.wrap or 0 <= self.index() + d < n)

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
    """Off / On: Left is Off, Right is On (stopping there, as every stepper does);
    Enter or a click on the value flips it."""

    def __init__(self, label, get, set, on=ON, off=OFF, enabled=True, help=""):
        super().__init__(label, [False, True], get, set, lambda v: _(on) if v else _(off),
                         enabled, help)

    def activate(self) -> bool:
        self.set(not self.get())
        return True


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

    def can_step(self, d: int) -> bool:
        v = self.get()
        return v > 1e-9 if d < 0 else v < 1 - 1e-9

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
