"""The history drawer: the hand's moves, one key or click away.

While the game waits for the player the table says one line (what to do now) and
shows each seat's last action as a chip by its plate; the hand's moves live here, one
row a move: who, the tile, and the points it scored ("+10") in a column of their own,
then every side's score after it ("25 : 10", the engine's own) in a narrow column at the
right.
The History button (under Menu), the history key (L by default; pad: the left stick
pressed) opens it: a drawer sliding in from the right over the HUD's column, never
over the board's tiles (a pop-up over the middle of the table hid them); its Close
button at its foot, Esc, the same key, pad B, a right click or a click outside it
closes it. Up / Down and the mouse wheel scroll a long hand; the newest move is at the
bottom, shown when it opens.
"""

from __future__ import annotations

import math

import pygame

from ...actions import Action, Input
from ...i18n import N_, _
from ...present.words import say
from ...scene import Scene
from ...texts import tile_label
from ...tween import ease
from ...ui import THEME, Button, draw_dialog
from ...ui.numbers import score as score_text
from ...ui.numbers import score_pair
from ...ui.viewport import FELT as _FELT
from ...widgets.hud_button import HudButton
from .history_hands import HAND_LINES, HandRow, draw_hand_row, hand_rows
from .keys import button_key

__all__ = ["HistoryScene", "HISTORY_LABEL", "history_rows", "history_entries", "history_totals",
           "history_button", "place_button"]

#: The table's button that opens the drawer (its key on it, as Menu's and Hint's).
HISTORY_LABEL = N_("History (L)")
#: The drawer (design px at 100 % text): its widest (it grows with the text, up to
#: 1.6x), its rows' text size and spacing; its height is the felt's.
FELT = pygame.Rect(_FELT)
PANEL = pygame.Rect(FELT.right - 6 - 330, FELT.top + 6, 330, FELT.h - 12)
ROW_TEXT, TITLE_TEXT, PAD = 21, 28, 14
#: The running totals' text size (a notch under a row's: the column reads as aside).
TOTAL_TEXT = 19
#: Its gap to the board's tiles and their end discs (design px).
TILE_GAP = 12
#: Its gap to the score panel over it and the player's tray under it, the fewest rows
#: it is tall enough for and its least height (design px): it is as tall as its rows.
GAP, MIN_ROWS, MIN_H = 8, 4, 160
#: Its slide in from the right (s; reduced motion: none).
SLIDE = 0.2
#: A button's side margin (design px; Button.draw's pad).
BUTTON_PAD = 10
#: The drawer's close button (the replay's words: translated already).
CLOSE_LABEL = N_("Close (Esc)")


def history_rows(table) -> list[str]:
    """Every move of the hand so far in words, oldest first (the director's log)."""
    return [say(msg, table.names, table.human) for _seat, msg in table.director.recent]


def history_entries(table) -> list[tuple[str, int]]:
    """Every move of the hand so far as the drawer shows it, oldest first: its words
    (a play: who and the tile, "North [0|4]"; else the log's words: "You drew [2|4]",
    a hidden hand's draws in a row as one, "North draws ×3", "North passes") and the
    points it scored (0: none)."""
    return [(words, points) for words, points, _s in _entries(table)]


def history_totals(table) -> list[str]:
    """Each row's running total, as :func:`history_entries` lists them: after a play that
    scored, every side's score then, in the score panel's order ("25 : 10", three
    players "25 · 10 · 5"), read from the engine's Play event (never added up here);
    "" for the other rows."""
    out = []
    for _w, points, scores in _entries(table):
        if not points or not scores:
            out.append("")
        elif len(scores) == 2:
            out.append(score_pair(*scores))
        else:
            out.append(" \u00b7 ".join(score_text(x) for x in scores))
    return out


def _entries(table) -> list[tuple[str, int, tuple | None]]:
    """:func:`history_entries` with each play's scores after it (None: not a play)."""
    out: list[tuple[str, int, tuple | None]] = []
    run = 0  # a hidden hand's draws in a row: one row, "North draws ×3"
    for i, (seat, msg) in enumerate(table.director.recent):
        if msg.key == "draws":
            run += 1
            after = table.director.recent[i + 1:i + 2]
            if after and after[0][0] == seat and after[0][1].key == "draws":
                continue
            words = say(msg, table.names, table.human)
            out.append((words + (f" \u00d7{run}" if run > 1 else ""), 0, None))
            run = 0
        elif msg.key in ("drew", "drew_n") and any(  # the run's last says it all
                s == seat and m.key == "drew_n" for s, m in table.director.recent[i + 1:i + 2]):
            continue
        elif msg.key == "play":
            tile = msg.data["move"].tile
            words = _("{name} {tile}").format(name=table.names[seat], tile=tile_label(tile))
            out.append((words, int(msg.data.get("points") or 0), msg.data.get("scores")))
        else:
            out.append((say(msg, table.names, table.human), 0, None))
    return out


def history_button(table) -> Button:
    """The History button: a small plate under the Menu button."""
    return HudButton(HISTORY_LABEL, "history", (40, 94, 120, 36), lambda: open_history(table),
                     lambda: button_key(table, "history"))


def place_button(table) -> None:
    """Keep the History button where the HUD leaves room for it as it sizes its boxes
    (they grow with the text): under the Menu button, else beside it, else over the
    corner's Undo / Hint; clear of every seat's plate and the score panel."""
    menu = next((b for b in table.buttons if b.label == "Menu (Esc)"), None)
    btn = getattr(table, "history_button", None)
    if menu is None or btn is None:
        return
    painter = table.painter
    m = menu.rect
    vp, fonts = table.app.vp, table.app.fonts
    # its words at the Menu button's size (a smaller size fell under the legibility
    # floor: 15 px at 100 % text), the plate as wide and tall as they need
    size = menu.text_size or 24
    tw, th = fonts.measure(fonts.get(size, True), btn.text)
    scale = max(1e-6, vp.scale)
    w = max(m.w, 120, math.ceil(tw / scale) + 2 * BUTTON_PAD + 4)
    need = getattr(painter.hud, "button_need", None)  # its picture and keycap too
    btn.text_size = size
    if need is not None:  # (no wider than the Menu button over it: the plate across
        w = max(w, min(need(btn), m.w))  # the table keeps beside them both)
    h = max(32, round(m.h * 0.82), math.ceil(th / scale) + 4)
    avoid = [pygame.Rect(r) for r in getattr(painter.hud, "rects", {}).values()]
    shown = [lab.card() for lab in painter.labels] + painter.panels()  # the plates
    for c in shown:  # with their score badges, the racks, the boneyard (as drawn)
        x, y = vp.to_design(c.topleft)  # (screen px to design px)
        avoid.append(pygame.Rect(round(x), round(y), round(c.w / vp.scale),
                                 round(c.h / vp.scale)))
    avoid += [pygame.Rect(b.rect) for b in table.all_buttons() if b is not btn]
    corner = min((b.rect.top for b in table.all_buttons() if b is not btn
                  and b.rect.top > 360), default=620)
    spots = [(m.x, m.bottom + 10), (m.right + 10, m.y), (1244 - w, corner - 10 - h)]
    for x, y in spots:
        r = pygame.Rect(x, y, w, h)
        if r.collidelist([a.inflate(8, 8) for a in avoid]) < 0:
            break
    else:
        r = pygame.Rect(spots[0], (w, h))
    btn.rect = r
    btn.text_size = size


def open_history(table) -> None:
    """Open the drawer over ``table`` (only when the table is the top screen)."""
    if table.app.top is table and table.human is not None:
        table.app.push(HistoryScene(table.app, table))


class HistoryScene(Scene):
    """The hand's moves in a drawer at the table's right; it closes on Esc, the history
    key, pad B, a right click or a click outside it."""

    opaque = False
    name = "history"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.scroll = 0  # rows scrolled up from the newest
        #: The mouse's way out, at the drawer's foot (at its top at 200 % it crowded
        #: the title).
        self.close_button = Button(CLOSE_LABEL, (0, 0, 1, 1), self.close)
        still = bool(getattr(app.settings, "reduced_motion", False)) or \
            getattr(app.settings, "time_scale", 1.0) <= 0
        #: How far it has slid in (0 -> 1).
        self.slid = 1.0 if still else 0.0

    def animating(self) -> bool:
        return self.slid < 1.0

    def update(self, dt: float) -> None:
        if self.slid < 1.0:
            self.slid = min(1.0, self.slid + dt / SLIDE)

    def close(self) -> None:
        if self.app.top is self:
            self.app.audio.play("click")
            self.app.pop()

    def handle(self, inp: Input) -> None:
        a = inp.action
        if a in (Action.BACK, Action.PAUSE, Action.HISTORY):
            self.close()
        elif a == Action.PRESS and inp.pos is not None:
            vp = self.app.vp
            if (not vp.rect(self.panel()).collidepoint(inp.pos)
                    or vp.rect(self.place_close()).collidepoint(inp.pos)):
                self.close()
        elif a in (Action.UP, Action.SCROLL_UP, Action.LEFT, Action.PREV):
            self.scroll = min(self.scroll + 1, max(0, len(history_rows(self.table)) - 1))
            self.app.invalidate()
        elif a in (Action.DOWN, Action.SCROLL_DOWN, Action.RIGHT, Action.NEXT):
            self.scroll = max(0, self.scroll - 1)
            self.app.invalidate()
        elif a == Action.CONFIRM:
            self.close()

    def tiles_right(self) -> float | None:
        """The right edge (design px) of the board's tiles as drawn now (None: none)."""
        board = getattr(getattr(self.table, "painter", None), "board", None)
        tiles = getattr(getattr(board, "geom", None), "tiles", {}) or {}
        rects = [r for r in (board.tile_rect(t) for t in tiles) if r is not None]
        if not rects:
            return None
        # (the end discs and rings beyond the last tile: a badge's width)
        reach = 2 * getattr(board, "badge_radius", 0)
        return self.app.vp.to_design((max(r.right for r in rects) + reach, 0))[0]

    def panel(self) -> pygame.Rect:
        """The drawer (design px) where it rests: at the right, under the score panel,
        as tall as its rows (at least :data:`MIN_ROWS`), down to the player's tiles at
        most (never over them); as wide as its rows want at the text size (up to 1.6x),
        never over the board's tiles (at the least the HUD's column right of the play
        area)."""
        k = max(1.0, getattr(self.app.fonts, "text_scale", 1.0))
        want = round(PANEL.w * min(k, 1.6))
        left = PANEL.right - want
        edge = self.tiles_right()
        if edge is not None:
            left = max(left, round(edge + TILE_GAP))
        left = min(left, PANEL.right - 140)
        top, bottom = PANEL.top, PANEL.bottom
        scores = self._scores()
        if scores is not None and scores.right > left:  # under the score panel
            top = max(top, scores.bottom + GAP)
        tray = self._tray()
        if tray is not None and tray.right > left:  # its foot over the player's tiles
            bottom = min(bottom, tray.top - GAP)
        for b in getattr(self.table, "all_buttons", list)():  # and Undo / Hint under it
            if b.rect.right > left and b.rect.top > top + MIN_H:
                bottom = min(bottom, b.rect.top - GAP)
        title, line = self._lines()
        earlier, this = hand_rows(self.table)
        hands = (HAND_LINES * len(earlier) + 1 if earlier else 0) + (HAND_LINES if this else 0)
        rows = max(MIN_ROWS, len(history_entries(self.table)) + hands)
        need = math.ceil(3 * PAD + PAD // 2 + title + self._close_h() + rows * line) + 2
        return pygame.Rect(left, top, PANEL.right - left, max(MIN_H, min(need, bottom - top)))

    def _scores(self) -> pygame.Rect | None:
        """The score panel (design px): the drawer keeps under it."""
        scores = getattr(getattr(self.table, "painter", None), "scores", None)
        return None if scores is None else pygame.Rect(scores.rect)

    def _tray(self) -> pygame.Rect | None:
        """The player's hand tray as laid out now (design px)."""
        hud = getattr(getattr(self.table, "painter", None), "hud", None)
        tray = getattr(hud, "rects", {}).get("hand_0")
        if tray is None and getattr(self.table, "map", None) is not None:
            tray = self.table.map.anchor("hand_0")
        return None if tray is None else pygame.Rect(tray)

    def _lines(self) -> tuple[float, float]:
        """The title's line and a row's line (design px)."""
        fonts = self.app.fonts
        scale = max(1e-6, fonts.scale)
        return (fonts.get(TITLE_TEXT, True).get_linesize() / scale,
                fonts.get(ROW_TEXT, False).get_linesize() / scale + 6)

    def _close_h(self) -> float:
        fonts = self.app.fonts
        return fonts.get(self.close_button.text_size, True).get_linesize() / max(
            1e-6, fonts.scale) + 12

    def place_close(self) -> pygame.Rect:
        """The close button's rect (design px): across the drawer's foot."""
        p = self.panel()
        b = self.close_button
        b.rect = pygame.Rect(p.x + PAD, 0, p.w - 2 * PAD, round(self._close_h()))
        b.rect.bottom = p.bottom - PAD
        return b.rect

    def hands(self) -> tuple[list[HandRow], HandRow | None]:
        """The earlier hands' rows shown now (the latest that fit: the hand's moves
        win the room, yet the last hand's result stays when 5 rows fit) and the shown
        hand's own end (None: it goes on)."""
        earlier, this = hand_rows(self.table)
        room = self._room() - (HAND_LINES if this else 0)
        if earlier:
            free = (room - 1 - len(history_entries(self.table))) // HAND_LINES
            k = min(len(earlier), max(1 if room >= 5 else 0, free))
            earlier = earlier[len(earlier) - k:] if k > 0 else []
        return earlier, this

    def heading(self) -> bool:
        """Whether "This hand" heads the hand's moves under the earlier hands (only
        where the room spares its line: else a hand's darker row sets it apart)."""
        earlier, this = self.hands()
        room = self._room() - HAND_LINES * len(earlier) - (HAND_LINES if this else 0)
        return bool(earlier) and room - 1 >= min(len(history_entries(self.table)), 3)

    def _room(self) -> int:
        """How many rows fit under the title (over the Close button)."""
        title, line = self._lines()
        p = self.panel()
        return int((p.h - 3 * PAD - PAD // 2 - title - self._close_h()) // line)

    def visible(self) -> tuple[list[tuple[str, int]], int, int]:
        """The rows shown now (newest last), how many are hidden above and below."""
        rows = history_entries(self.table)
        earlier, this = self.hands()
        room = (self._room() - HAND_LINES * len(earlier) - self.heading()
                - (HAND_LINES if this else 0))
        if len(rows) > room:  # a line says there are more
            room -= 1 if self.scroll == 0 else 2
        room = max(1, room)
        self.scroll = min(self.scroll, max(0, len(rows) - room))
        end = len(rows) - self.scroll
        start = max(0, end - room)
        return rows[start:end], start, len(rows) - end

    def draw(self, surf) -> None:
        vp, text = self.app.vp, self.table.text
        p = self.panel()
        slide = round((1.0 - ease("easeOutCubic")(self.slid)) * (FELT.right + 4 - p.x))
        shown = p.move(slide, 0)
        panel = vp.rect(shown)
        shade = pygame.Surface((vp.length(18), panel.h), pygame.SRCALPHA)
        for i in range(shade.get_width()):  # a soft shadow on the felt at its edge
            pygame.draw.line(shade, (0, 0, 0, round(70 * (i / shade.get_width()) ** 2)),
                             (i, 0), (i, panel.h))
        surf.blit(shade, (panel.x - shade.get_width(), panel.y))
        draw_dialog(surf, panel, vp.length(16))
        pad = vp.length(PAD)
        self.place_close()
        self.close_button.rect = self.close_button.rect.move(slide, 0)
        self.close_button.draw(surf, vp, self.app.fonts)
        close = vp.rect(self.close_button.rect)
        self.close_button.rect = self.close_button.rect.move(-slide, 0)
        title_h, line_d = self._lines()
        room = panel.w - 2 * pad
        earlier, this = self.hands()
        title = text.draw(surf, _("History") if earlier else _("This hand"), TITLE_TEXT,
                          THEME.focus,
                          (panel.x + pad, panel.y + pad), "topleft", True, False,
                          box=pygame.Rect(panel.x + pad, panel.y + pad, room,
                                          vp.length(title_h)))
        rows, above, below = self.visible()
        line = vp.length(line_d)
        y = title.bottom + pad // 2
        gap = vp.length(8)
        for hand in earlier:  # the game's earlier hands, each its end's result
            draw_hand_row(surf, text, hand, pygame.Rect(panel.x + pad, y, room, line),
                          gap, ROW_TEXT, TOTAL_TEXT, True)
            y += HAND_LINES * line
        if self.heading():  # then this hand's moves under their own heading
            text.draw(surf, _("This hand"), ROW_TEXT, THEME.focus, (panel.x + pad,
                      y + line // 2), "midleft", True, False,
                      box=pygame.Rect(panel.x + pad, y, room, line))
            y += line
        if above:
            y = text.draw(surf, "\u2191 " + _("earlier moves"), ROW_TEXT, THEME.ink_dim,
                          (panel.centerx, y), "midtop", False, False,
                          box=pygame.Rect(panel.x + pad, y, room, line)).bottom
        if not rows:
            text.draw(surf, _("No moves yet"), ROW_TEXT, THEME.ink_dim,
                      (panel.x + pad, y + vp.length(4)), "topleft", False, False,
                      box=pygame.Rect(panel.x + pad, y, room, line))
        plus_w = text.get("+88", ROW_TEXT, THEME.focus, True).get_width()
        totals = history_totals(self.table)[above:above + len(rows)]
        # the running total after each scoring row, right-aligned in a column of its
        # own (as wide as its widest shown, at most a third of the row)
        tot_w = min(room // 3, max((text.get(t, TOTAL_TEXT, THEME.ink_dim).get_width()
                                    for t in totals if t), default=0))
        for n, ((words, points), total) in enumerate(zip(rows, totals)):
            row = pygame.Rect(panel.x + pad // 2, y, panel.w - pad, line)
            if (n + above) % 2:  # every other row a shade lighter: each move its line
                band = pygame.Surface(row.size, pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surf.blit(band, row.topleft)
            # (a row that scored nothing: its words across the row, never shrunk for
            # the columns it leaves empty)
            box = pygame.Rect(panel.x + pad, y, room - (plus_w + gap + (
                tot_w + gap if tot_w else 0) if points else 0), line)
            text.draw(surf, words, ROW_TEXT, THEME.ink, box.midleft, "midleft", False,
                      False, box=box)
            if points:  # what the move scored, in a column of its own
                pbox = pygame.Rect(box.right + gap, y, plus_w, line)
                text.draw(surf, f"+{points}", ROW_TEXT, THEME.focus, pbox.midright,
                          "midright", True, False, box=pbox)
            if total:  # and every side's score after it
                tbox = pygame.Rect(panel.x + pad + room - tot_w, y, tot_w, line)
                text.draw(surf, total, TOTAL_TEXT, THEME.ink_dim, tbox.midright,
                          "midright", False, False, box=tbox)
            y += line
        if below:
            text.draw(surf, "\u2193 " + _("later moves"), ROW_TEXT, THEME.ink_dim,
                      (panel.centerx, y), "midtop", False, False,
                      box=pygame.Rect(panel.x + pad, y, room, min(line, close.y - y)))
            y += line
        if this is not None:  # the hand's own end: what it did to each side
            draw_hand_row(surf, text, this, pygame.Rect(panel.x + pad, y, room, line),
                          gap, ROW_TEXT, TOTAL_TEXT, True)
