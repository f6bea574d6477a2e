"""Game over: the winner, the final scores, a celebration; New game or Main menu."""

from __future__ import annotations

import dataclasses
import math
import random

import pygame

from ..actions import Action
from ..i18n import N_, _
from ..texts import ruleset_title, team_name
from ..ui import THEME, MenuList, draw_panel
from .base import Scene

__all__ = ["GameOverScene"]

PANEL = pygame.Rect(290, 90, 700, 540)
CONFETTI = ((255, 170, 40), (250, 246, 232), (230, 80, 70), (70, 200, 120), (255, 220, 90),
            (90, 160, 255))


class Particle:
    __slots__ = ("x", "y", "vx", "vy", "spin", "a", "color", "size", "life")

    def __init__(self, rng: random.Random):
        self.x = rng.uniform(0, 1280)
        self.y = rng.uniform(-300, 600)
        self.vx = rng.uniform(-60, 60)
        self.vy = rng.uniform(120, 300)
        self.spin = rng.uniform(-6, 6)
        self.a = rng.uniform(0, math.tau)
        self.color = rng.choice(CONFETTI)
        self.size = rng.uniform(5, 11)
        self.life = 0.0


class GameOverScene(Scene):
    """Shown over the final table (``opaque = False``)."""

    opaque = False
    name = "game_over"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        game = table.game
        self.outcome = game.outcome
        w = self.outcome.winner
        human_entry = table.human_entry
        self.human_won = human_entry is not None and w == human_entry
        self.menu = MenuList([(N_("Replay last hand"), self.replay),
                              (N_("Export game"), self.export),
                              (N_("New game"), self.new_game), (N_("Main menu"), self.main_menu)],
                             PANEL.centerx, PANEL.bottom - 218, width=320, height=54)
        # the replay and export pair side by side above New game / Main menu
        pair_w, gap = 240, 16
        top = self.menu.buttons[0].rect.y
        for i, b in enumerate(self.menu.buttons[:2]):
            b.rect.width = pair_w
            b.rect.topleft = (PANEL.centerx - pair_w - gap // 2 + i * (pair_w + gap), top)
        for b in self.menu.buttons[2:]:
            b.rect.y -= b.rect.h + 14
        self.menu.index = 2  # New game, as before
        self.menu._sync()
        self.rng = random.Random(game.seed)
        self.particles: list[Particle] = []
        self.t = 0.0
        self.celebrate = human_entry is None or self.human_won
        self.shot = False
        self.auto = 0.0

    def _who(self, entry: int) -> str:
        names = self.table.names
        if self.table.game.teams:
            return team_name(names[entry], names[entry + 2])
        return names[entry]

    @property
    def title(self) -> str:
        """"You win!", "South wins", "You + North win!"... in the language shown."""
        w = self.outcome.winner
        teams = self.table.game.teams
        who = self._who(w)
        if self.table.human_entry is None:  # a demo: every win is cheered
            return _("{team} win!").format(team=who) if teams else \
                _("{name} wins!").format(name=who)
        if self.human_won:
            return _("{team} win!").format(team=who) if teams else _("You win!")
        return _("{team} win").format(team=who) if teams else _("{name} wins").format(name=who)

    @property
    def rows(self) -> list[tuple]:
        """``(name, score, won)`` per score entry."""
        return [(self._who(e), sc, e == self.outcome.winner)
                for e, sc in enumerate(self.outcome.scores)]

    #: The title bounces (and confetti falls anew) this long; then the screen is still.
    CELEBRATE_SECONDS = 4.0

    def animating(self) -> bool:
        """True while the confetti falls or the title bounces, or a demo waits to go on."""
        if self.t < self.CELEBRATE_SECONDS or not self.shot or self.table.config.demo:
            return True
        return any(-20 <= p.y <= 740 for p in self.particles)

    def enter(self) -> None:
        self.app.audio.play("win" if self.celebrate else "lose")
        if self.celebrate and not self.app.settings.reduced_motion:
            self.particles = [Particle(self.rng) for _ in range(140)]

    def replay(self) -> None:
        """Step through the last hand of the game, every hand face up."""
        self.app.audio.play("click")
        self.app.push(self.app.scene("replay", self.table.game, self.table.config))

    def export(self) -> None:
        self.app.audio.play("click")
        from ..saves import export_and_tell
        export_and_tell(self.app, self.table.game)

    def new_game(self) -> None:
        cfg = dataclasses.replace(self.table.config, seed=None)
        self.app.reset(self.app.scene("table", cfg))

    def main_menu(self) -> None:
        self.app.reset(self.app.scene("menu"))

    def update(self, dt: float) -> None:
        self.t += dt
        for p in self.particles:
            p.life += dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vx += math.sin(p.life * 3 + p.a) * 30 * dt
            p.a += p.spin * dt
            if p.y > 740 and self.t < self.CELEBRATE_SECONDS:
                p.y = self.rng.uniform(-60, -10)
                p.x = self.rng.uniform(0, 1280)
        if not self.shot and (self.t >= 0.6 * self.app.settings.time_scale or self.t > 0.6):
            self.shot = True
            self.app.screenshot("game_over")
            if getattr(self.app.options, "quit_after_game", False):
                self.app.quit()
                return
        if self.table.config.demo and self.shot:
            self.auto += dt
            if self.auto >= 8.0:
                self.new_game()

    def handle(self, inp) -> None:
        if inp.action == Action.BACK:
            self.main_menu()
            return
        if inp.action == Action.PAUSE:
            return
        self.menu.handle(inp, self.app.vp)

    def draw(self, surf) -> None:
        vp = self.app.vp
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surf.blit(dim, (0, 0))
        for p in self.particles:
            if p.y < -20 or p.y > 740:
                continue
            c = vp.point((p.x, p.y))
            s = vp.length(p.size)
            dx = math.cos(p.a) * s
            dy = math.sin(p.a) * s * 0.5
            pygame.draw.polygon(surf, p.color, [(c[0] - dx, c[1] - dy), (c[0] + dy, c[1] - dx),
                                                (c[0] + dx, c[1] + dy), (c[0] - dy, c[1] + dx)])
        pr = vp.rect(PANEL)
        draw_panel(surf, pr, fill=(34, 24, 16), edge=THEME.accent, radius=vp.length(18),
                   alpha=250)
        text = self.table.text
        still = self.app.settings.reduced_motion
        bouncing = self.celebrate and not still and self.t < self.CELEBRATE_SECONDS
        bounce = 1.0 + 0.04 * math.sin(self.t * 4) if bouncing else 1.0
        inner = PANEL.inflate(-60, 0)
        text.draw(surf, _("Game over"), 22, THEME.ink_dim,
                  vp.point((PANEL.centerx, PANEL.y + 26)), "midtop",
                  box=vp.rect((inner.x, PANEL.y + 24, inner.w, 30)))
        size = round(46 * bounce)
        text.draw(surf, self.title, size, THEME.focus if self.celebrate else THEME.ink,
                  vp.point((PANEL.centerx, PANEL.y + 90)), "center", True,
                  box=vp.rect((inner.x, PANEL.y + 60, inner.w, 60)))
        g = self.table.game
        text.draw(surf, _("{rules}, to {target}").format(rules=ruleset_title(g.rules.title),
                                                          target=g.target), 22, THEME.ink_dim,
                  vp.point((PANEL.centerx, PANEL.y + 130)), "midtop",
                  box=vp.rect((inner.x, PANEL.y + 128, inner.w, 30)))
        y = PANEL.y + 180
        for nm, sc, won in self.rows:
            col = THEME.focus if won else THEME.ink
            if won:  # the winner: a star as well as the colour
                cx, cy = vp.point((PANEL.x + 128, y + 16))
                rad, rin = vp.length(11), vp.length(5)
                pts = [(cx + (rad if k % 2 == 0 else rin) * math.sin(k * math.pi / 5),
                        cy - (rad if k % 2 == 0 else rin) * math.cos(k * math.pi / 5))
                       for k in range(10)]
                pygame.draw.polygon(surf, col, pts)
            text.draw(surf, nm, 26, col, vp.point((PANEL.x + 150, y)), "topleft", won,
                      box=vp.rect((PANEL.x + 150, y - 2, PANEL.w - 380, 40)))
            text.draw(surf, str(sc), 28, col, vp.point((PANEL.right - 150, y)), "topright", True,
                      box=vp.rect((PANEL.right - 230, y - 2, 80, 40)))
            y += 44
        self.menu.draw(surf, vp, self.app.fonts)
