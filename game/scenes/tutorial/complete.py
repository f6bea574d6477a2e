"""The end of a lesson: a "Lesson complete" card over the tutorial.

After the last step of a numbered lesson, Next moves the tutorial on to the next
lesson's first step and shows this card over it: a check mark (it pops in with a
little burst of confetti, none with reduced motion), what the lesson taught, the
list of lessons with the completed ones ticked, and two buttons: Next lesson
(Enter / Tab / A / RB, focused) and Main menu (Esc / B). Shift+Tab / LB goes back to
the lesson's last step. For its first 0.6 s it ignores input (an Enter pressed for the
play does not dismiss it unread). :class:`LessonCard` holds the card's own state, answers
its input and draws it; the scene decides when it shows.
"""

from __future__ import annotations

import math
import random

import pygame

from ...actions import Action
from ...i18n import N_, _
from ...tutorial import LESSONS, STEPS
from ...ui import THEME, Button, draw_panel
from .panels import DONE_INK, OPEN_INK, SMALL, tick

__all__ = ["LessonCard", "CARD"]

#: The card (design rectangle, 1280x720): over the step text and the table.
CARD = (200, 92, 880, 580)
BTN_W, BTN_H = 250, 52
#: The check mark's pop and the confetti's flight (seconds).
POP = 0.35
BURST = 1.4
#: A new card ignores its buttons this long (issue 16: an Enter meant for the play, or
#: a double click, must not dismiss it before it is read).
GUARD = 0.6
DIM = (0, 0, 0, 150)


class LessonCard:
    """"Lesson complete" for lesson ``lesson`` (an index of :data:`LESSONS`)."""

    def __init__(self, scene, lesson: int):
        self.sc = scene
        self.lesson = lesson
        self.next_index = scene.index + 1  # the next lesson's first step
        self.time = 0.0
        x, y, w, h = CARD
        by = y + h - BTN_H - 22
        last = not any(les.numbered for les in LESSONS[lesson + 1:])
        self.btn_menu = Button(N_("Main menu"), (x + 40, by, BTN_W, BTN_H), self.menu)
        self.last = last
        self.btn_next = Button(N_("Continue") if last else N_("Next lesson"),
                               (x + w - 40 - BTN_W, by, BTN_W, BTN_H), self.close)
        self.buttons = [self.btn_menu, self.btn_next]
        self.focus = 1
        self._sync_focus()
        rng = random.Random(lesson)
        colours = (THEME.focus, THEME.accent, THEME.good, (230, 90, 80), (90, 160, 230))
        #: (angle, speed, spin, colour) of each piece of confetti.
        self.confetti = [(rng.uniform(-math.pi, 0.0), rng.uniform(180, 420),
                          rng.uniform(-8, 8), colours[i % len(colours)]) for i in range(28)]
        scene.app.audio.play("hand_end")

    # -- state -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    @property
    def animating(self) -> bool:
        return not self.sc.still and self.time < BURST

    def _sync_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def close(self) -> None:
        """Next lesson: the card goes and the next lesson's first step loads (the
        finished lesson stays behind the card until then)."""
        self.sc.app.audio.play("click")
        self.sc.card = None
        self.sc.load(self.next_index)

    def menu(self) -> None:
        """Main menu: nothing to lose (the lesson is done and saved, the next one is
        where the tutorial resumes): leave at once."""
        self.sc.load(self.next_index)
        self.sc.card = None
        self.sc.leave()

    def back(self) -> None:
        """Back to the lesson's last step (still behind the card)."""
        self.sc.card = None

    # -- input ---------------------------------------------------------------------------
    def handle(self, inp) -> None:
        a = inp.action
        vp = self.sc.app.vp
        if self.time < GUARD and a != Action.POINT:
            return
        if a == Action.POINT:
            for i, b in enumerate(self.buttons):
                b.hover = b.hit(vp, inp.pos) if inp.pos is not None else False
                if b.hover:
                    self.focus = i
            self._sync_focus()
        elif a == Action.PRESS:
            for b in self.buttons:
                if inp.pos is not None and b.hit(vp, inp.pos):
                    b.on_click()
                    return
        elif a in (Action.LEFT, Action.RIGHT):
            self.focus = 1 if a == Action.RIGHT else 0
            self._sync_focus()
            self.sc.app.audio.play("focus")
        elif a == Action.CONFIRM:
            self.buttons[self.focus].on_click()
        elif a == Action.NEXT:
            self.close()
        elif a == Action.PREV:
            self.back()
        elif a in (Action.BACK, Action.PAUSE):
            if inp.source != "mouse":
                self.menu()

    def legend(self) -> str:
        """The controls line while the card shows."""
        pad = getattr(self.sc.app.input, "pad_count", 0) > 0
        k = self.sc.key_name
        if self.last:  # the button says Continue
            if pad:
                return _("A / RB continue    LB back    B menu")
            return _("{confirm} / Tab continue    Shift+Tab back    {back} menu").format(
                confirm=k("confirm"), back=k("back"))
        if pad:
            return _("A / RB next lesson    LB back    B menu")
        return _("{confirm} / Tab next lesson    Shift+Tab back    {back} menu").format(
            confirm=k("confirm"), back=k("back"))

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill(DIM)
        surf.blit(dim, (0, 0))
        card = vp.rect(CARD)
        draw_panel(surf, card, radius=vp.length(18), alpha=255, width=vp.length(3))
        x, y, w, _h = CARD
        cx = x + w / 2
        self._draw_check(surf, vp.point((cx, y + 58)))
        ink = THEME.ink_dark
        sc.text.draw(surf, _("Lesson complete!"), 40, ink, vp.point((cx, y + 108)), "midtop",
                     True, False, box=vp.rect((x + 30, y + 108, w - 60, 50)))
        numbered = [les for les in LESSONS if les.numbered]
        les = LESSONS[self.lesson]
        n = numbered.index(les) + 1
        sc.text.draw(surf, _("Lesson {n} of {total}: {title}").format(
            n=n, total=len(numbered), title=_(les.title)), 24, ink,
            vp.point((cx, y + 156)), "midtop", False, False,
            box=vp.rect((x + 30, y + 156, w - 60, 32)))
        # what was learnt
        left = x + 56
        ty = y + 198
        sc.text.draw(surf, _("What you learnt"), SMALL, _head(), vp.point((left, ty)),
                     "topleft", True, False, box=vp.rect((left, ty, w - 112, 28)))
        ty += 32
        width = vp.length(w - 112 - 26)
        line_h = 27
        for point in les.learnt:
            # two lines at most: big text sizes get a little smaller, never cut
            size, lines = sc.panels._fit_lines(_(point), SMALL, width, 2)
            pygame.draw.circle(surf, DONE_INK, vp.point((left + 8, ty + line_h / 2)),
                               max(2, vp.length(4)))
            for line in lines[:2]:
                sc.text.draw(surf, line, size, ink, vp.point((left + 26, ty)), "topleft",
                             False, False, box=vp.rect((left + 26, ty, w - 112 - 26, line_h)))
                ty += line_h
            ty += 6
        self._draw_lessons(surf, numbered, y + 352)
        for b in self.buttons:
            b.draw(surf, vp, sc.app.fonts)

    def _draw_lessons(self, surf, numbered, top: float) -> None:
        """Every lesson, a list to read (not buttons: nothing here is clicked): a tick
        by each one done, a small dot by each still to do, this one in bold by a bar
        (a yellow plate and empty check boxes looked clickable)."""
        sc = self.sc
        vp = sc.app.vp
        x, _y, w, _h = CARD
        sc.text.draw(surf, _("Lessons"), SMALL, _head(), vp.point((x + 56, top)),
                     "topleft", True, False, box=vp.rect((x + 56, top, w - 112, 28)))
        top += 30
        col_w = (w - 112) / 2
        rows = (len(numbered) + 1) // 2
        row_h = 28
        for k, les in enumerate(numbered):
            col, row = divmod(k, rows)
            lx = x + 56 + col * col_w
            ly = top + row * row_h
            done = all(s.id in sc.progress.done for s in les.steps)
            box = vp.rect((lx, ly + 4, 19, 19))
            this = LESSONS.index(les) == self.lesson
            if this:  # a bar at its left, no plate
                pygame.draw.rect(surf, DONE_INK, vp.rect((lx - 8, ly + 3, 4, row_h - 6)),
                                 border_radius=vp.length(2))
            if done:
                tick(surf, box, DONE_INK, max(2, vp.length(3)))
            else:
                pygame.draw.circle(surf, OPEN_INK, box.center, max(2, vp.length(3)))
            label = _("{k}. {title}").format(k=k + 1, title=_(les.title))
            sc.text.draw(surf, label, SMALL, THEME.ink_dark if done or this else OPEN_INK,
                         vp.point((lx + 28, ly + row_h / 2)), "midleft", this, False,
                         box=vp.rect((lx + 28, ly, col_w - 44, row_h)))

    def _draw_check(self, surf, centre) -> None:
        """The check mark: pops in (a slight overshoot) with confetti, or simply there."""
        vp = self.sc.app.vp
        still = self.sc.still
        t = self.time
        k = 1.0 if still or t >= POP else _back_out(t / POP)
        r = vp.length(40) * k
        if not still and t < BURST:
            self._draw_confetti(surf, centre, t)
        if r < 1:
            return
        pygame.draw.circle(surf, (20, 20, 20), (centre[0] + 2, centre[1] + 3), r)
        pygame.draw.circle(surf, DONE_INK, centre, r)
        pygame.draw.circle(surf, THEME.focus, centre, r, max(2, vp.length(3)))
        box = pygame.Rect(0, 0, r * 1.2, r * 1.2)
        box.center = centre
        tick(surf, box, (255, 255, 255), max(3, round(r / 6)))

    def _draw_confetti(self, surf, centre, t: float) -> None:
        vp = self.sc.app.vp
        fade = max(0.0, 1.0 - t / BURST)
        size = vp.length(7)
        for angle, speed, spin, colour in self.confetti:
            px = centre[0] + math.cos(angle) * vp.length(speed) * t
            py = centre[1] + math.sin(angle) * vp.length(speed) * t + vp.length(420) * t * t
            piece = pygame.Surface((size, size * 0.6), pygame.SRCALPHA)
            piece.fill((*colour, round(255 * fade)))
            piece = pygame.transform.rotate(piece, math.degrees(spin * t))
            surf.blit(piece, piece.get_rect(center=(round(px), round(py))))


def _head():
    """The colour of a heading on the card (the step panel's, black in high contrast)."""
    return THEME.ink_dark if THEME.name == "contrast" else (90, 50, 20)


def _back_out(x: float) -> float:
    """An ease that overshoots a little before it settles at 1."""
    c = 1.70158
    x -= 1.0
    return 1.0 + (c + 1) * x ** 3 + c * x ** 2


def lesson_ends(index: int) -> int | None:
    """The numbered lesson that step ``index`` is the last step of, or None."""
    li = STEPS[index][0]
    if not LESSONS[li].numbered:
        return None
    if index + 1 < len(STEPS) and STEPS[index + 1][0] == li:
        return None
    return li
