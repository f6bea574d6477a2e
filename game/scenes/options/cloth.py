"""Options' "Table" row: the table cloth (game.ui.cloth), the locked ones shown with the
goal that unlocks them ("Blue felt - locked: First win") and never chosen."""

from __future__ import annotations

import pygame

from ...goals import GOALS
from ...i18n import N_, _
from ...ui import THEME, draw_text_fit
from ...ui.cloth import CLOTH_IDS, CLOTHS, DEFAULT_CLOTH, cloth_unlocked
from ...widgets import ChoiceRow
from ...widgets.text import draw_lines_fit

__all__ = ["ClothRow", "LockedRow", "CLOTH_NAMES", "cloth_label", "draw_padlock"]

CLOTH_NAMES = {"green": N_("Green felt"), "blue": N_("Blue felt"), "wine": N_("Wine felt"),
               "walnut": N_("Walnut")}
_GOAL_NAMES = {g.id: g.name for g in GOALS}


def _goals(app):
    return getattr(getattr(app, "stats", None), "goals", None)


def cloth_label(cloth: str, goals) -> str:
    """The cloth's name, and, while it is locked, the goal that unlocks it."""
    name = _(CLOTH_NAMES[cloth])
    if cloth_unlocked(cloth, goals):
        return name
    goal = _(_GOAL_NAMES.get(CLOTHS[cloth].goal, ""))
    return _("{cloth} - locked: {goal}").format(cloth=name, goal=goal)


class LockedRow(ChoiceRow):
    """Steps through every value; an unlocked one is applied at once, a locked one is
    only shown (with what unlocks it) and never chosen. Subclasses say a value's name,
    whether it is unlocked, its label while locked, and how it is applied."""

    def __init__(self, app, label: str, values: list, start):
        self.app = app
        self.shown = start
        super().__init__(label, list(values), lambda: self.shown, self._show, self.label_of)

    def name_of(self, value) -> str:  # pragma: no cover - every subclass says
        raise NotImplementedError

    def unlocked(self, value) -> bool:  # pragma: no cover - every subclass says
        raise NotImplementedError

    def locked_label(self, value) -> str:  # pragma: no cover - every subclass says
        raise NotImplementedError

    def apply(self, value) -> None:  # pragma: no cover - every subclass says
        raise NotImplementedError

    def label_of(self, value) -> str:
        return self.name_of(value) if self.unlocked(value) else self.locked_label(value)

    def _show(self, value) -> None:
        self.shown = value
        if self.unlocked(value):
            self.apply(value)

    #: The locked value's words did not fit (drawn: its name and a padlock).
    abridged = False

    def locked(self) -> bool:
        """The value shown cannot be chosen (not unlocked yet)."""
        return not self.unlocked(self.shown)

    def measure_text(self) -> str:
        """The value's name: a locked one's longer words never shrink the other values."""
        return self.name_of(self.shown)

    def draw_value(self, surf, rect, vp, fonts, hot):
        if not self.locked():
            super().draw_value(surf, rect, vp, fonts, hot)
            return
        # "Blue felt - locked: First win" on up to two lines; where it would shrink
        # (large text, long words) the name beside a padlock (Options' note line
        # says the whole)
        inner = rect.inflate(-2 * vp.length(4), 0)
        self.abridged = False
        if draw_lines_fit(surf, fonts, self.value_size, self.text(), THEME.ink_soft, inner,
                          bold=True, align="center", min_size=self.value_size * 0.8):
            return
        self.abridged = True  # the scene's note line says it whole
        name = self.name_of(self.shown)
        lock = max(8, round(min(inner.h * 0.6, fonts.scale * self.value_size)))
        w = min(inner.w - lock - vp.length(8), fonts.measure(fonts.get(self.value_size, True),
                                                                name)[0])
        x = inner.centerx - (w + lock + vp.length(8)) // 2
        draw_padlock(surf, pygame.Rect(x, inner.centery - lock // 2, lock, lock), THEME.ink_soft,
                     THEME.row_hot if hot else THEME.row)
        box = pygame.Rect(x + lock + vp.length(8), inner.y, w, inner.h)
        draw_text_fit(surf, fonts, self.value_size, name, THEME.ink_soft, box, "midleft",
                      bold=True)


class ClothRow(LockedRow):
    """The table cloth: an unlocked one is laid on the table at once, a locked one is
    only shown (the table keeps the last unlocked one)."""

    def __init__(self, app):
        self.app = app
        start = app.settings.cloth if cloth_unlocked(app.settings.cloth, _goals(app)) \
            else DEFAULT_CLOTH
        super().__init__(app, N_("Table"), list(CLOTH_IDS), start)

    def name_of(self, value) -> str:
        return _(CLOTH_NAMES[value])

    def unlocked(self, value) -> bool:
        return cloth_unlocked(value, _goals(self.app))

    def locked_label(self, value) -> str:
        return cloth_label(value, _goals(self.app))

    def apply(self, value) -> None:
        self.app.set_cloth(value)


def draw_padlock(surf, box: pygame.Rect, colour, hole_colour) -> None:
    """A padlock in ``box``: a body with a keyhole under a shackle (a locked cloth)."""
    body = pygame.Rect(box.x, box.y + box.h * 9 // 20, box.w, box.h - box.h * 9 // 20)
    t = max(2, box.w // 6)
    arc = pygame.Rect(box.x + box.w // 5, box.y, box.w - 2 * (box.w // 5), box.h * 3 // 5)
    pygame.draw.rect(surf, colour, (arc.x, arc.centery, t, body.y - arc.centery + 1))
    pygame.draw.rect(surf, colour, (arc.right - t, arc.centery, t, body.y - arc.centery + 1))
    pygame.draw.arc(surf, colour, arc, 0, 3.1416, t)
    pygame.draw.rect(surf, colour, body, border_radius=max(1, box.w // 8))
    hole = max(1, box.w // 8)
    pygame.draw.circle(surf, hole_colour, (body.centerx, body.centery - hole // 2), hole)
