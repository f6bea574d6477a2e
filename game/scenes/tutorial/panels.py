"""The tutorial's own panels around the table: the lesson bar, the step's text,
the side column (counted ends adding up, scores, the other hands), the status
line, the welcome and closing pages, and the controls line.

:class:`TutorialPanels` draws what the scene states; it decides nothing. The
table itself (layout, hand, boneyard) is :mod:`.tutorial_board`.
"""

from __future__ import annotations

import pygame

from engine.rules import AMERICAN

from ...actions import DEFAULT_KEYS
from ...felt import finish_felt
from ...i18n import _, ngettext, pgettext
from ...render import ScorePanel, StatusLine, TotalBox
from ...texts import team_name
from ...tutorial import HUMAN, LESSONS, STEPS, tile_label
from ...ui import DESIGN, THEME, Viewport, shade_backdrop
from ...widgets import wrap_text
from .coach import CoachCard

__all__ = ["TutorialPanels", "Backdrop", "draw_tick_box", "DONE_INK", "OPEN_INK", "PROGRESS", "TEXT", "SIDE", "STATUS", "INFO",
           "LEGEND_Y", "DARK", "TEXT_BAD", "TEXT_GOOD"]

# Design rectangles (1280x720).
PROGRESS = (210, 36, 1030, 44)
TEXT = (40, 90, 1200, 132)
SIDE = (984, 232, 256, 300)
#: The side column's height on a figure step: the counted ends, their total, the points.
SIDE_FIGURE = 180
STATUS = (210, 538, 640, 24)
#: Text-only steps use the layout area and the side column together.
INFO = (40, 232, 1200, 300)
LEGEND_Y = 696
LEGEND_LINE = 22
LEGEND_W = 1190
#: The smallest design size of a text: 16.5 px at 1280x720 and 100 % (issue 16).
SMALL = 22
DARK = (34, 24, 14)
#: The message line: a refusal, and good news (a drawn tile that fits).
TEXT_BAD = (170, 40, 30)
TEXT_GOOD = (20, 120, 60)
#: A completed lesson's box and tick, and a lesson still to do (on light panels).
DONE_INK = TEXT_GOOD
OPEN_INK = (96, 84, 70)


def tick(surf, box: pygame.Rect, colour, width: int) -> None:
    """A check mark drawn in ``box``."""
    pts = [(box.x + box.w * 0.12, box.y + box.h * 0.55),
           (box.x + box.w * 0.40, box.y + box.h * 0.82),
           (box.x + box.w * 0.88, box.y + box.h * 0.20)]
    pygame.draw.lines(surf, colour, False, pts, width)


def draw_tick_box(surf, vp, box: pygame.Rect, done: bool, done_ink=DONE_INK,
                  open_ink=OPEN_INK) -> None:
    """A lesson's box: outlined, with a tick in it once the lesson is complete."""
    pygame.draw.rect(surf, done_ink if done else open_ink, box, vp.length(2),
                     border_radius=vp.length(4))
    if done:
        tick(surf, box.inflate(-vp.length(4), -vp.length(4)), done_ink, max(2, vp.length(3)))


class Backdrop:
    """The menu map's felt (woven and lit by game.felt, as the table's) and wooden
    frame, without the menu's inner outlines."""

    def __init__(self):
        self.designs: dict = {}  # per table cloth
        self.cache: dict = {}

    def design_surface(self) -> pygame.Surface:
        design = self.designs.get(THEME.cloth)
        if design is None:
            surf = pygame.Surface(DESIGN)
            surf.fill(THEME.felt)
            try:
                import pytmx

                from ...maps import load_map
                m = load_map("menu.tmx")
                m.design_surface()  # loads the tile images
                tmx = m.tmx
                w, h = tmx.width, tmx.height
                for layer in tmx.visible_layers:
                    if not isinstance(layer, pytmx.TiledTileLayer):
                        continue
                    border_only = layer.name != "felt"
                    for x, y, image in m.layer_tiles(layer):  # in the table cloth
                        if border_only and 2 <= x < w - 2 and 2 <= y < h - 2:
                            continue
                        surf.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
                    if layer.name == "felt":  # the weave and the lamp, as on the table
                        finish_felt(surf, m.anchors.get("layout"), THEME.felt)
            except (ImportError, FileNotFoundError, KeyError, ValueError, pygame.error):
                pass
            design = self.designs[THEME.cloth] = surf
        return design

    def draw(self, surf) -> None:
        size = surf.get_size()
        key = (size, THEME.backdrop_dim, THEME.cloth)
        bg = self.cache.get(key)
        if bg is None:
            vp = Viewport(size)
            bg = pygame.Surface(size)
            bg.fill(THEME.felt_dark)
            r = vp.rect((0, 0, *DESIGN))
            bg.blit(pygame.transform.smoothscale(self.design_surface(), r.size), r)
            shade_backdrop(bg)  # the high-contrast theme darkens the felt
            self.cache = {key: bg}
        surf.blit(bg, (0, 0))


class TutorialPanels:
    """Everything on the tutorial's screen that is not the table."""

    def __init__(self, scene):
        self.sc = scene
        self.fit_cache: dict = {}
        vp = scene.app.vp
        self.total = TotalBox(vp, scene.text, (SIDE[0] + 12, SIDE[1] + 12, SIDE[2] - 24, 60))
        self.status = StatusLine(vp, scene.text, STATUS)
        self.coach = CoachCard(scene)

    def draw_progress(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        r = vp.rect(PROGRESS)
        pygame.draw.rect(surf, DARK, r, border_radius=vp.length(10))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(10))
        lessons = [les for les in LESSONS if les.numbered]
        li = STEPS[sc.index][0]
        les = sc.lesson
        if les.numbered:
            n = lessons.index(les) + 1
            si = STEPS[sc.index][1] + 1
            label = _("Lesson {n} of {total}: {title}   (step {step} of {steps})").format(
                n=n, total=len(lessons), title=_(les.title), step=si, steps=len(les.steps))
        else:
            label = _(les.title)
        # one segment per lesson, one notch per step: filled = done, outlined = here
        x = PROGRESS[0] + PROGRESS[2] - 14
        seg_w = 56
        gap = 6
        x0 = x - len(lessons) * (seg_w + gap) + gap
        box = pygame.Rect(r.x + vp.length(14), r.y,
                          vp.length(x0 - 12 - PROGRESS[0] - 14), r.h)
        sc.text.draw(surf, label, SMALL, THEME.ink, (box.x, r.centery), "midleft", True,
                     box=box)
        for k, lesson in enumerate(lessons):
            lidx = LESSONS.index(lesson)
            sx = x0 + k * (seg_w + gap)
            nsteps = len(lesson.steps)
            w = (seg_w - (nsteps - 1) * 2) / nsteps
            for j, st in enumerate(lesson.steps):
                cell = vp.rect((sx + j * (w + 2), PROGRESS[1] + 15, w, 14))
                here = lidx == li and j == STEPS[sc.index][1]
                done = st.id in sc.progress.done
                col = THEME.good if done else (70, 60, 45)
                pygame.draw.rect(surf, col, cell, border_radius=vp.length(3))
                if done:  # done is told by a tick too, not by the colour alone
                    pygame.draw.lines(surf, THEME.ink_dark, False,
                                      [(cell.x + cell.w * 0.25, cell.centery),
                                       (cell.x + cell.w * 0.45, cell.bottom - cell.h * 0.2),
                                       (cell.x + cell.w * 0.78, cell.y + cell.h * 0.2)],
                                      max(1, vp.length(2)))
                if here:
                    pygame.draw.rect(surf, THEME.focus, cell.inflate(vp.length(4), vp.length(4)),
                                     vp.length(2), border_radius=vp.length(4))

    def _wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        sc = self.sc
        return [line for line in wrap_text(sc.app.fonts.get(size, bold), text, width) if line]

    def _fit_lines(self, text: str, size: float, width: int, max_lines: int,
                   bold: bool = False) -> tuple[float, list[str]]:
        """``(size, lines)``: ``text`` wrapped to ``width`` px in at most ``max_lines``
        lines, the size made smaller where it must be (big text sizes, long languages)."""
        key = (text, size, width, max_lines, bold, self.sc.app.fonts.generation)
        cache = self.fit_cache
        hit = cache.get(key)
        if hit is None:
            lines = self._wrap(text, size, width, bold)
            while len(lines) > max_lines and size > 9:
                size -= 1
                lines = self._wrap(text, size, width, bold)
            hit = cache[key] = (size, lines)
            if len(cache) > 64:
                cache.clear()
        return hit

    def draw_text_panel(self, surf) -> None:
        """The step's coach card (:mod:`.tutorial_coach`), sized to what it says."""
        self.coach.draw(surf)

    def side_rect(self) -> tuple:
        """The side column (design px): the full column on a staged hand (scores, the
        other hands); on a figure step only as tall as the sum it holds."""
        top = min(SIDE[1], self.sc.table.layout[1])  # level with the figure box
        if self.sc.shown_scores is not None:
            return (SIDE[0], top, SIDE[2], SIDE[1] + SIDE[3] - top)
        return (SIDE[0], top, SIDE[2], SIDE_FIGURE)

    def draw_side(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        side = self.side_rect()
        r = vp.rect(side)
        self.total.rect = pygame.Rect(side[0] + 12, side[1] + 12, side[2] - 24, 60)
        pygame.draw.rect(surf, DARK, r, border_radius=vp.length(12))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(12))
        pad = vp.length(12)
        x = r.x + pad
        y = r.y + pad
        c = sc.count
        w = r.w - 2 * pad

        def box(top, h):
            return pygame.Rect(x, top, w, h)
        if c is None:
            lay = sc.shown_layout  # no tile on the table yet: a dash, not a stale "0"
            total = lay.total if lay is not None and lay.placed else None
            self.total.draw(surf, _("Total on the table"), "\u2013" if total is None else total,
                            total is not None and AMERICAN.points(total) > 0)
        else:
            res = c["result"]
            vals = [str(m.value) for m in c["ends"][:c["lit"]]]
            sc.text.draw(surf, _("Counted ends"), SMALL, THEME.ink_dim, (x, y), "topleft",
                         box=box(y, vp.length(24)))
            y += vp.length(24)
            line = " + ".join(vals) if vals else " "
            sc.text.draw(surf, line, 28, THEME.focus, (r.centerx, y), "midtop", True,
                         box=box(y, vp.length(34)))
            y += vp.length(34)
            if c["done"]:
                sc.text.draw(surf, _("= {total}").format(total=res.total), 32, THEME.ink,
                             (r.centerx, y), "midtop", True, box=box(y, vp.length(38)))
                y += vp.length(38)
                if res.points:
                    text = ngettext("+{n} point", "+{n} points", res.points).format(
                        n=res.points)
                    sc.text.draw(surf, text, 26, THEME.good, (r.centerx, y), "midtop", True,
                                 box=box(y, vp.length(30)))
                else:
                    why = _("0 scores nothing") if res.total == 0 else _("not a multiple of 5")
                    self._lines(surf, _("No points: {why}").format(why=why), THEME.ink_dim,
                                (r.centerx, y), w, 2, "midtop")
        if sc.shown_scores is None:
            return
        g = sc.session.game
        names = sc.seat_names(g.players)
        turn = sc.can_play  # the player's row is marked while it is their turn
        if g.teams:
            rows = [(team_name(names[0], names[2]), sc.shown_scores[0], turn),
                    (team_name(names[1], names[3]), sc.shown_scores[1], False)]
        else:
            rows = [(names[s], sc.shown_scores[s], turn and s == HUMAN)
                    for s in range(g.players)]
        top = side[1] + 150
        panel = ScorePanel(vp, sc.text, (SIDE[0] + 8, top, SIDE[2] - 16, 44 + 28 * len(rows)))
        stroke = 5 if sc.app.settings.score_style == "tally" else None
        panel.draw(surf, _("Scores (first to {target})").format(target=g.target), rows,
                   stroke)
        y = vp.length(top + 50 + 28 * len(rows))
        # the other hands: how many tiles each holds, and who passed
        sizes = sc.shown_sizes
        y += vp.length(4)
        others = range(1, g.players)
        if g.players == 2:
            n = sizes[1]
            if 1 in sc.markers:
                text = ngettext("{name} holds {n} tile: passed",
                                "{name} holds {n} tiles: passed", n).format(name=names[1], n=n)
            else:
                text = ngettext("{name} holds {n} tile", "{name} holds {n} tiles", n).format(
                    name=names[1], n=n)
            lines = [(text, 1 in sc.markers)]
        else:
            sep = pgettext("list separator", ", ")
            each = sep.join(_("{name} {n}").format(name=names[s], n=sizes[s]) for s in others)
            lines = [(_("Tiles: {list}").format(list=each), False)]
            lines += [(_("{name} passed").format(name=names[s]), True)
                      for s in others if s in sc.markers]
        line_h = vp.length(22)
        for label, hot in lines:
            room = max(1, min(2, (r.bottom - pad // 2 - y) // line_h))  # inside the column
            y = self._lines(surf, label, THEME.focus if hot else THEME.ink_dim, (x, y), w,
                            room, "topleft", hot)

    def draw_status(self, surf) -> None:
        sc = self.sc
        s = sc.session
        if sc.done or (sc.busy and not sc.can_play):
            return
        if s.must_draw:
            text = _("Click the boneyard (or {key} on it) to draw a tile").format(
                key=sc.key_name("confirm"))
        elif sc.sel is None:
            text = _("Click a tile, then a spot on the table (or drag it there)")
        else:
            text = _("{tile} chosen: click a spot, or {up}/{down} and {confirm}").format(
                tile=tile_label(sc.sel), up=sc.key_name("up"), down=sc.key_name("down"),
                confirm=sc.key_name("confirm"))
        self.status.draw(surf, [(text, "ink")])

    def draw_info(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        area = INFO
        if sc.step.id == "done":
            y = area[1] + 34
            lessons = [les for les in LESSONS if les.numbered]
            for k, les in enumerate(lessons):
                n_done = sum(1 for s in les.steps if s.id in sc.progress.done)
                full = n_done == len(les.steps)
                mark = _("done") if full else _("{n} of {total}").format(
                    n=n_done, total=len(les.steps))
                # the same ticked boxes as the "Lesson complete" card's list
                draw_tick_box(surf, vp, vp.rect((area[0] + 266, y + 5, 20, 20)), full,
                              THEME.good, THEME.ink_dim)
                sc.text.draw(surf, _("{k}. {title}").format(k=k + 1, title=_(les.title)), 22,
                             THEME.ink, vp.point((area[0] + 300, y)), "topleft", True,
                             box=vp.rect((area[0] + 300, y, 360, 32)))
                sc.text.draw(surf, mark, SMALL, THEME.good if full else THEME.ink_dim,
                               vp.point((area[0] + 820, y)), "topright", True,
                               box=vp.rect((area[0] + 670, y, 150, 32)))
                y += 34
            return
        sc.legend_page.draw(surf)  # the welcome: how to read the table

    def _lines(self, surf, text: str, color, pos, width: int, max_lines: int, anchor: str,
               bold: bool = False) -> int:
        """``text`` wrapped into at most ``max_lines`` lines of ``width`` screen px from
        ``pos`` (``anchor`` "topleft" or "midtop"); returns the y below the last line."""
        sc = self.sc
        vp = sc.app.vp
        size, lines = self._fit_lines(text, SMALL, width, max_lines, bold)
        x, y = pos
        line_h = vp.length(22)
        for line in lines:
            left = x if anchor == "topleft" else x - width // 2
            sc.text.draw(surf, line, size, color, (x, y), anchor, bold,
                         box=pygame.Rect(left, y, width, line_h))
            y += line_h
        return y

    def legend_lines(self) -> list[str]:
        """The controls line, split between its items into lines that fit the screen."""
        vp = self.sc.app.vp
        items = [i.strip() for i in self.sc.legend().split("    ") if i.strip()]
        font = self.sc.app.fonts.get(SMALL)
        width = vp.length(LEGEND_W)
        lines: list[str] = []
        for item in items:
            joined = f"{lines[-1]}    {item}" if lines else item
            if lines and font.size(joined)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(item)
        return lines[:2]

    def draw_legend(self, surf) -> None:
        sc = self.sc
        vp = sc.app.vp
        lines = self.legend_lines()
        if len(lines) > 1 and (sc.step.kind != "info" or sc.card is not None):
            # the hand, the hand's summary and the lesson card reach down to the second
            # line's place: one line, fitted
            lines = ["    ".join(lines)]
        y = LEGEND_Y - LEGEND_LINE * (len(lines) - 1)
        for line in lines:
            sc.text.draw(surf, line, SMALL, THEME.ink_dim, vp.point((640, y)), "midbottom",
                         True, box=vp.rect((640 - LEGEND_W / 2, y - LEGEND_LINE, LEGEND_W,
                                            LEGEND_LINE)))
            y += LEGEND_LINE

    # -- for tests -------------------------------------------------------------------------------

    def legend(self) -> str:
        """The controls line: the keyboard's, or the gamepad's when one is plugged in.
        It offers only what works now: no Next while the play is still to make, no Back
        on the first page, no Skip in the last lesson."""
        sc = self.sc
        if sc.card is not None:
            return sc.card.legend()
        pad = getattr(sc.app.input, "pad_count", 0) > 0
        playing = not (sc.step.kind == "info" or sc.session.finished)
        can_next = sc.can_next and not playing
        can_back = sc.index > 0
        can_skip = STEPS[sc.index][0] < len(LESSONS) - 1
        can_retry = sc.step.kind != "info" and not playing and not sc.busy
        k = self.key_name
        items: list[str] = []
        if pad:
            if playing and sc.session.must_draw:  # nothing fits: the boneyard
                items += [_("D-pad: to the boneyard"), _("A draw"), _("Y show me")]
            elif playing:
                items += [_("D-pad: Left/Right tile, Up/Down spot"), _("A play"), _("Y show me")]
            if can_next:
                items.append(_("A / RB next"))
            if can_back:
                items.append(_("LB back"))
            if can_skip:
                items.append(_("X twice: skip lesson"))
            items.append(_("B menu"))
            if can_retry:
                items.append(_("Back: try again"))
        else:
            if playing and sc.session.must_draw:  # nothing fits: the boneyard
                items += [_("{left}/{right} boneyard").format(left=k("left"), right=k("right")),
                          _("{confirm} draw").format(confirm=k("confirm")),
                          _("{hint} show me").format(hint=k("hint"))]
            elif playing:
                items += [_("{left}/{right} tile").format(left=k("left"), right=k("right")),
                          _("{up}/{down} spot").format(up=k("up"), down=k("down")),
                          _("{confirm} play").format(confirm=k("confirm")),
                          _("{hint} show me").format(hint=k("hint"))]
            if can_next:
                items.append(_("Tab / {confirm} next").format(confirm=k("confirm")))
            if can_back:
                items.append(_("Shift+Tab back"))
            if can_skip:
                items.append(_("{skip} twice: skip lesson").format(skip=k("skip")))
            items.append(_("{back} menu").format(back=k("back")))
            if can_retry:
                items.append(_("{key} try again").format(key=k("undo")))
        return "    ".join(items)

    def key_name(self, action: str) -> str:
        """The first key bound to ``action`` (the player may rebind keys in Options)."""
        from ..options.scene import key_label
        names = self.sc.app.settings.keys.get(action) or DEFAULT_KEYS.get(action) or ["-"]
        n = names[0]
        if n == "keypad enter":
            n = "return"
        return key_label(n)
