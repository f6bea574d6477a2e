"""``--tutorial --autoplay``: the tutorial plays itself through real input events
(mouse clicks and key presses posted to pygame's queue) and saves one screenshot
per step, then quits.
"""

from __future__ import annotations

import pygame

from ...render.spot_order import step_to

__all__ = ["Autoplay"]


class Autoplay:
    """Plays the tutorial by itself through real input events (``--autoplay``).

    Each frame the scene is idle it posts the next mouse clicks or key presses:
    steps alternate between the mouse (click a tile, then its spot) and the
    keyboard (Left/Right, Up/Down, Enter); draws click the boneyard. When a step
    is done it saves a screenshot, then presses Tab for the next one.
    """

    def __init__(self, scene):
        self.scene = scene
        self.wait = 0
        self.shot_for: int | None = None
        self.shots: list[str] = []
        self.steps_done = 0

    def post(self, ev_type, **attrs) -> None:
        pygame.event.post(pygame.event.Event(ev_type, **attrs))

    def click(self, pos) -> None:
        pos = (round(pos[0]), round(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, k, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)

    def tick(self) -> None:
        sc = self.scene
        if self.wait > 0:
            self.wait -= 1
            return
        if (sc.busy or sc.camera.moving or sc.drawing is not None or sc.view.flights
                or sc.view.callouts):
            return
        self.wait = 2
        if sc.card is not None:  # "Lesson complete": on to the next lesson
            self.key(pygame.K_RETURN)
            return
        if sc.done:
            if self.shot_for != sc.index:
                path = sc.app.screenshot(f"tutorial_{sc.step.id}")
                if path:
                    self.shots.append(path)
                self.shot_for = sc.index
                self.steps_done += 1
                return
            self.key(pygame.K_TAB)
            return
        s = sc.session
        use_keys = sc.index % 2 == 1
        if s.must_draw:
            if use_keys:
                if not sc.focus_bone:
                    self.key(pygame.K_LEFT)
                else:
                    self.key(pygame.K_RETURN)
            else:
                self.click(sc.bone_rect().center)
            return
        mv = s.wanted
        if mv is None:
            return
        pc = mv.code & 255
        if use_keys:
            if sc.sel != mv.tile:
                self.key(pygame.K_RIGHT)
                return
            spots = sc.spots()
            here = spots[sc.spot_idx % len(spots)]
            if here != pc:  # the arrow that reaches it sooner
                tol = sc.table.board.camera.unit * 0.4
                down = step_to(spots, sc.point_pos, here, pc, tol) > 0
                self.key(pygame.K_DOWN if down else pygame.K_UP)
                return
            self.key(pygame.K_RETURN)
            return
        if sc.sel != mv.tile:
            rect = dict(sc.hand_rects()).get(mv.tile)
            if rect is not None:
                self.click(rect.center)
            return
        pos = sc.point_pos(pc)
        if pos is not None:
            self.click(pos)
