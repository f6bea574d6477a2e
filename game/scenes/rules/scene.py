"""The rules: a readable, scrollable summary of American Sniff and Sniff 61.

Sections are listed on the left (click one, or LEFT/RIGHT, Tab, shoulders to
jump); UP/DOWN, the wheel and the stick scroll. The tile diagrams' captions
are worked out by the engine's own layout, so they always agree with play.
"""

from __future__ import annotations

import pygame

from ... import i18n
from ...actions import Action
from ...i18n import N_, _, ngettext
from ...texts import GOING_OUT_RULE
from ...ui import THEME, draw_panel, draw_text, draw_text_fit
from ...widgets import MenuScreen, wrap_text
from .figures import (
    DIAGRAMS_61,
    DIAGRAMS_AMERICAN,
    Diagram,
    diagram_cards,
    draw_diagrams,
    draw_tally,
)

__all__ = ["RulesScene", "SECTIONS", "Diagram", "draw_tally"]


#: (title, blocks); a block is ("p", text), ("b", text) for a bullet,
#: ("d", [Diagram...]), ("tally", points) or ("keys", None): the keyboard line,
#: written from the player's current key bindings.
SECTIONS = [
    (N_("American Sniff"), [
        ("p", N_("American Sniff is the game taught by the tutorial and the default. It is "
                 "played with one double-six set: 28 tiles, from [0|0] to [6|6].")),
        ("b", N_("2, 3 or 4 players. With 4, two partnerships sit opposite each other "
                 "(you and the player across) and share one score.")),
        ("b", N_("Score points by making the ends of the line add up to a multiple of 5.")),
        ("b", N_("The first player or team to reach the target wins at once, even in the "
                 "middle of a hand: 250 with 2 players, 200 with 3 or 4.")),
        ("b", N_("Play always passes clockwise.")),
    ]),
    (N_("Deal and lead"), [
        ("b", N_("Each player gets 7 tiles (2 players), 6 (3 players) or 5 (4 players). The "
                 "rest is the boneyard.")),
        ("b", N_("First hand: everyone turns up a tile and the highest pip total leads; ties "
                 "draw again.")),
        ("b", N_("Later hands: whoever went out last hand leads. After a blocked hand, draw "
                 "again for the lead.")),
        ("b", N_("The leader may start with any tile.")),
    ]),
    (N_("Playing a tile"), [
        ("b", N_("A tile goes on an end of the line with a half that shows the same number. "
                 "Its other half becomes the new end.")),
        ("b", N_("Doubles are always placed across the line.")),
        ("b", N_("If you can play, you must. If you cannot, draw from the boneyard one tile "
                 "at a time until one fits, and play it at once.")),
        ("b", N_("With an empty boneyard and nothing to play, you pass.")),
    ]),
    (N_("The sniff"), [
        ("p", N_("The first double of the hand (a starting double too) is the sniff. It is "
                 "the only tile that can take tiles on all four sides; later doubles take "
                 "them on two.")),
        ("b", N_("The line goes on at its two long sides first. While one of them is open, "
                 "the sniff counts both halves, once.")),
        ("b", N_("When both long sides are covered, its two ends open too. Each takes a tile "
                 "showing the sniff's number, and that line grows like any other; each end "
                 "still empty counts one half.")),
    ]),
    (N_("Scoring"), [
        ("p", N_("After every play, add up the ends of the line. If the total is 5, 10, "
                 "15... the player (or team) scores it at once. 0 and other totals score "
                 "nothing.")),
        ("b", N_("An end counts its pips (a blank end counts 0).")),
        ("b", N_("A double at an end counts both halves. Once covered it counts nothing.")),
        ("b", N_("The first tile alone counts both ends ([1|4]: 1 + 4 = 5); a starting "
                 "double counts its two halves once ([2|2]: 2 + 2 = 4, not 8).")),
        ("d", DIAGRAMS_AMERICAN),
    ]),
    (N_("Reading the table"), [
        ("b", N_("A solid red disc beside an end is its count: what that end adds to "
                 "the Total now.")),
        ("b", N_("A double at an end reads 2+2: a tile played there must show 2, and "
                 "both halves count, 2 + 2 = 4 toward the Total.")),
        ("b", N_("A hollow ring is a place a tile may go that adds nothing to the Total "
                 "now.")),
        ("b", N_("The sniff has an orange outline and a diamond. Its solid 6 tag by the "
                 "tile counts both halves once, 3 + 3: it is a count, not a place to "
                 "play.")),
        ("b", N_("Pick a tile and each place it fits shows what it would score there.")),
        ("b", N_("The last tile played is lit; the bubble under each name says what that "
                 "player did last.")),
    ]),
    (N_("End of a hand"), [
        ("b", N_("A hand ends when a player plays their last tile (\"domino\"), or when "
                 "nobody can play (blocked).")),
        ("b", N_("Everyone's remaining pips are rounded to the nearest 5 (1-2 down, 3-4 up: "
                 "12 becomes 10, 13 becomes 15) and taken off their score. Partners are "
                 "rounded separately. Scores may go below zero.")),
        ("b", GOING_OUT_RULE),
        ("b", N_("Going out earns no bonus of its own: the others' loss is your gain in "
                 "the race. A blocked hand has no winner.")),
    ]),
    (N_("Tally marks"), [
        ("p", N_("On paper, each stroke is 5 points. A block of 50 is a big X with a small x "
                 "in each of its four spaces: ten strokes. Options can show scores this way.")),
        ("tally", 85),
    ]),
    (N_("Sniff 61"), [
        ("p", N_("A variant with small points, played to 61. Only the differences:")),
        ("b", N_("A play scores its counted total divided by 5 (a total of 10 scores 2).")),
        ("b", N_("7 tiles each with 2 players, 5 each with 3 or 4. Everyone plays alone.")),
        ("b", N_("Later hands are led by the next player clockwise from the last leader.")),
        ("b", N_("The sniff lies in line, not across: each of its two ends still open "
                 "counts one half. When both ends are covered, each long side takes exactly "
                 "one tile. That tile's outer half counts, but nothing can be played on "
                 "it.")),
        ("b", N_("Whoever goes out wins the hand; after a block, the fewest pips wins (a tie: "
                 "nobody). The winner scores all opponents' pips / 5, rounded (21 or 22 give "
                 "4, 23 or 24 give 5). Nobody loses points.")),
        ("b", N_("The first to 61 or more wins at once.")),
        ("d", DIAGRAMS_61),
    ]),
    (N_("Controls"), [
        ("keys", None),
        ("b", N_("Mouse: click to choose and to place; right click backs out; the wheel "
                 "scrolls.")),
        ("b", N_("Gamepad: d-pad or stick move, A confirms, B backs out, Y hint, X skips, "
                 "Back undoes, Start pauses, shoulders jump.")),
        ("b", N_("Keys can be changed in Options.")),
    ]),
]


def keyboard_text(keys: dict) -> str:
    """The keyboard bullet of the Controls section, from the current bindings."""
    from ..options.scene import key_label

    def k(action):
        names = keys.get(action) or ["-"]
        return " / ".join(key_label(n) for n in names[:2])
    return _("Keyboard: {up}, {down}, {left}, {right} move, Tab jumps, {confirm} confirms, "
             "{back} backs out, {hint} hint, {undo} undo, {skip} skips an animation, "
             "{pause} pauses.").format(
        up=k("up"), down=k("down"), left=k("left"), right=k("right"), confirm=k("confirm"),
        back=k("back"), hint=k("hint"), undo=k("undo"), skip=k("skip"), pause=k("pause"))


#: At 200 % text the section list is this much wider and both panels this much shorter
#: (design px; see RulesScene._layout).
SIDEBAR_GROWTH, FOOT_GROWTH = 110, 24


class RulesScene(MenuScreen):
    name = "rules"
    title = N_("Rules")
    hints = N_("Up/Down scroll   Left/Right or Tab: section   Esc back")
    pad_hints = N_("D-pad: up/down scroll, left/right section   B back")

    #: Design rects at 100 % text: the section list and the text panel.
    SIDEBAR = (40, 110, 250, 550)
    PANEL = (310, 110, 930, 550)

    def __init__(self, app, section: int = 0):
        super().__init__(app)
        self.scroll = 0.0      # design px
        self.target = 0.0
        self._layout_key = None
        self.blocks: list = []  # (kind, design y, design h, payload)
        self.section_y: list[float] = []
        self.content_h = 0.0
        self.focus_section = section
        self._layout()
        self.jump(section, instant=True)

    # -- layout ------------------------------------------------------------------
    def _layout(self) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        keys_line = keyboard_text(self.app.settings.keys)
        k = getattr(fonts, "text_scale", 1.0)
        key = (vp.size, fonts.scale, keys_line, fonts.generation, i18n.generation(), k)
        if key == self._layout_key:
            return
        self._layout_key = key
        # at large text the section list grows wider (else at 200 % its names were
        # 16 px, the 100 % size) and both end above the controls line, which grows too
        g = max(0.0, min(1.0, k - 1.0))
        x, y, w, h = type(self).SIDEBAR
        w, h = w + round(SIDEBAR_GROWTH * g), h - round(FOOT_GROWTH * g)
        self.SIDEBAR = (x, y, w, h)
        right = sum(type(self).PANEL[::2])
        self.PANEL = (x + w + 20, y, right - (x + w + 20), h)
        s = vp.scale
        inner_w = self.PANEL[2] - 60
        body = fonts.get(22)
        head = fonts.get(32, bold=True)
        y = 20.0
        self.blocks = []
        self.section_y = []
        for title, blocks in SECTIONS:
            self.section_y.append(y - 10 if self.section_y else 0.0)
            self.blocks.append(("h", y, head.get_linesize() / s, _(title)))
            y += head.get_linesize() / s + 8
            for kind, payload in blocks:
                if kind == "keys":
                    kind, payload = "b", keys_line
                if kind in ("p", "b"):
                    indent = 26 if kind == "b" else 0
                    lines = wrap_text(body, _(payload), round((inner_w - indent) * s))
                    h = len(lines) * self._line_h(body)
                    self.blocks.append((kind, y, h, lines))
                    y += h + 10
                elif kind == "d":
                    cards, h = diagram_cards(self.app, payload, inner_w)
                    self.blocks.append(("d", y, h, cards))
                    y += h + 14
                elif kind == "tally":
                    self.blocks.append(("tally", y, 70, payload))
                    y += 84
            y += 24
        self.content_h = y

    def _line_h(self, font) -> float:
        """A body line's height in design px (a little more air than the font's)."""
        return font.get_linesize() / self.app.vp.scale + 4

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - self.PANEL[3] + 20)

    def resize(self) -> None:
        frac = self.scroll / self.max_scroll if self.max_scroll else 0.0
        self._layout()
        self.scroll = self.target = frac * self.max_scroll

    # -- navigation ----------------------------------------------------------------
    def jump(self, i: int, instant: bool = False) -> None:
        i = max(0, min(len(SECTIONS) - 1, i))
        self.focus_section = i
        self.target = min(self.max_scroll, max(0.0, self.section_y[i]))
        if instant or self.app.settings.reduced_motion:
            self.scroll = self.target

    def scroll_by(self, d: float) -> None:
        self.target = max(0.0, min(self.max_scroll, self.target + d))
        if self.app.settings.reduced_motion:
            self.scroll = self.target
        self._sync_section()

    def _sync_section(self) -> None:
        """The section under the top of the panel gets the focus mark."""
        t = self.target
        i = 0
        for k, y in enumerate(self.section_y):
            if y <= t + 40:
                i = k
        if self.target >= self.max_scroll - 1:
            # at the very bottom, keep a later section that is fully visible
            i = max(i, self.focus_section)
        self.focus_section = i

    def section_rect(self, i: int) -> pygame.Rect:
        x, y, w, h = self.SIDEBAR
        step = min(58, (h - 20) // len(SECTIONS))  # every section fits the sidebar
        return pygame.Rect(x + 10, y + 14 + i * step, w - 20, step - 8)

    def handle_input(self, inp) -> None:
        a = inp.action
        if a == Action.UP:
            self.scroll_by(-60)
        elif a == Action.DOWN:
            self.scroll_by(60)
        elif a == Action.SCROLL_UP:
            self.scroll_by(-80)
        elif a == Action.SCROLL_DOWN:
            self.scroll_by(80)
        elif a in (Action.LEFT, Action.PREV):
            self.jump(self.focus_section - 1)
        elif a in (Action.RIGHT, Action.NEXT, Action.CONFIRM):
            if a == Action.CONFIRM and self.focus_section == len(SECTIONS) - 1:
                return
            self.jump(self.focus_section + 1)
        elif a == Action.PRESS and inp.pos is not None:
            d = self.app.vp.to_design(inp.pos)
            for i in range(len(SECTIONS)):
                if self.section_rect(i).collidepoint(d):
                    self.app.audio.play("click")
                    self.jump(i)
                    return
            panel = pygame.Rect(self.PANEL)
            if panel.collidepoint(d) and d[0] > panel.right - 30:  # the scrollbar: page
                bar_y = panel.y + panel.h * (self.scroll / max(1.0, self.content_h))
                self.scroll_by(-panel.h * 0.8 if d[1] < bar_y else panel.h * 0.8)

    def animating(self) -> bool:
        """Only while the page glides to a new scroll position."""
        return self.scroll != self.target

    def update(self, dt: float) -> None:
        diff = self.target - self.scroll
        if abs(diff) < 0.5:
            self.scroll = self.target
        else:
            self.scroll += diff * min(1.0, dt * 14)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf) -> None:
        self._layout()
        vp, fonts = self.app.vp, self.app.fonts
        self.draw_chrome(surf)
        side = vp.rect(self.SIDEBAR)
        draw_panel(surf, side, alpha=200)
        # one size for every section's name: the largest at which all of them fit (a
        # long name alone shrunk looked like a different kind of button)
        boxes = [vp.rect(self.section_rect(i)).inflate(-vp.length(24), 0)
                 for i in range(len(SECTIONS))]
        label_font = min((fonts.fit(22, _(t), b.w, True, b.h)
                          for (t, _b), b in zip(SECTIONS, boxes)), key=lambda f: f.get_height())
        for i, (title, _b) in enumerate(SECTIONS):
            r = vp.rect(self.section_rect(i))
            hot = i == self.focus_section
            if hot:
                pygame.draw.rect(surf, THEME.focus, r.inflate(vp.length(6), vp.length(6)),
                                 border_radius=vp.length(10))
            pygame.draw.rect(surf, (255, 250, 236) if hot else (232, 226, 208), r,
                             border_radius=vp.length(8))
            pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2),
                             border_radius=vp.length(8))
            box = r.inflate(-vp.length(24), 0)
            draw_text(surf, label_font, _(title), THEME.ink_dark, box.midleft, "midleft",
                      shadow=False, box=box, shrunk=label_font is not fonts.get(22, True))
        panel = vp.rect(self.PANEL)
        draw_panel(surf, panel)
        old = surf.get_clip()
        surf.set_clip(panel.inflate(-vp.length(6), -vp.length(6)))
        body = fonts.get(22)
        head = fonts.get(32, bold=True)
        x0 = self.PANEL[0] + 30
        top = self.PANEL[1] - self.scroll
        for kind, y, h, payload in self.blocks:
            dy = top + y
            if dy + h < self.PANEL[1] or dy > self.PANEL[1] + self.PANEL[3]:
                continue
            if kind == "h":
                draw_text(surf, head, payload, THEME.panel_edge, vp.point((x0, dy)),
                          shadow=False)
            elif kind in ("p", "b"):
                indent = 26 if kind == "b" else 0
                ly = dy
                if kind == "b":
                    c = vp.point((x0 + 9, ly + body.get_linesize() / vp.scale / 2 - 1))
                    pygame.draw.circle(surf, THEME.accent, c, vp.length(5))
                for line in payload:
                    draw_text(surf, body, line, THEME.ink_dark, vp.point((x0 + indent, ly)),
                              shadow=False)
                    ly += self._line_h(body)
            elif kind == "d":
                draw_diagrams(self.app, surf, payload, x0, dy)
            elif kind == "tally":
                self._draw_tally_block(surf, payload, x0, dy)
        surf.set_clip(old)
        self._draw_scrollbar(surf)

    def _draw_tally_block(self, surf, points, x0, y) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        r = vp.rect((x0, y, 420, 70))
        pygame.draw.rect(surf, (255, 253, 245), r, border_radius=vp.length(8))
        pygame.draw.rect(surf, THEME.panel_edge, r, vp.length(2), border_radius=vp.length(8))
        draw_tally(surf, pygame.Rect(r.x + vp.length(20), r.y, r.w, r.h), points,
                   vp.length(46), (40, 40, 90))
        label = ngettext("= {n} point", "= {n} points", points).format(n=points)
        box = pygame.Rect(r.right - vp.length(160), r.y, vp.length(146), r.h)
        draw_text_fit(surf, fonts, 22, label, THEME.ink_dark, box, "midright", bold=True)

    def _draw_scrollbar(self, surf) -> None:
        vp = self.app.vp
        if self.max_scroll <= 0:
            return
        x, y, w, h = self.PANEL
        track = pygame.Rect(x + w - 18, y + 10, 8, h - 20)
        frac = h / self.content_h
        bh = max(30, track.h * frac)
        by = track.y + (track.h - bh) * (self.scroll / self.max_scroll)
        pygame.draw.rect(surf, (200, 190, 170), vp.rect(track), border_radius=vp.length(4))
        pygame.draw.rect(surf, THEME.accent, vp.rect((track.x, by, track.w, bh)),
                         border_radius=vp.length(4))
