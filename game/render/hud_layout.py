"""Where the table's HUD sits at the player's text size (issue 16: every text grows with
the text-size setting, in a box that grows with it, nothing overlapping).

At 100 % the boxes are the map's anchors. Larger text grows each box where the table
has room, in design px (1280x720):

- the Menu button grows right and down from its corner;
- a seat label on the left grows up (over nothing: the Menu button is above), one on
  the right grows down under the score panel, the player's own label grows about its
  middle between the West hand and the window's edge; every label keeps inside its
  column (never over the play area or the hand tray);
- the label of the seat across the table (North) would meet the grown Menu button: it
  becomes one line ("North (Medium)  5 tiles") above the play area, left of the Total
  box, which puts its label and number side by side;
- the score panel grows left and down, the status lines grow in height between the
  play area and the hand tray, the boneyard's panel widens to fill its column.

Each box's text is then drawn at the full text size or, where a box meets its limit,
as large as it fits (tests/game/look/test_text_growth.py checks every text grows >= 1.6x at 200 %).
"""

from __future__ import annotations

import pygame

from ..i18n import _, generation
from ..texts import seat_name
from ..ui.viewport import FELT
from .avatars import avatar_for
from .furniture import KEY_BAR_H, Racks, key_bar_height
from .hands import BIG_UNIT, LIFT
from .hud import AVATAR_SMALL, BADGE_DIP, LINE_FLOOR, SCORE_TEXT, TEXT
from .hud_measure import HudMeasure
from .seat_marks import GAP, MARK_TEXT, PAD_Y, TIP
from .table_sizes import sized

__all__ = ["HudLayout", "KEY_BAR_FOOT"]

#: The gap between a last-action bubble's foot and the frame's edge (design px).
BUBBLE_MARGIN = 9
#: How far the hand tray's top comes down at 200 % text (design px, less at smaller
#: sizes). It was 20 (the room for the status panel's two grown lines over a lifted
#: tile), and with the key bar's room the player's tiles came out 94 px tall at 200 %
#: against 122 at 100 %, then 111 with the tray's top kept: now the tray keeps its
#: height (its top rises by the grown key bar's room, the status panel over the play
#: area's foot by as much), and at large text the status panel says its one line
#: there (the news gives way: each seat's chip by its plate says it; see
#: game/scenes/table/paint.py fit_status).
TRAY_GIVE = 0
#: The gap between a seat's plate and the Menu and History buttons (design px) at
#: 100 % text, and what it grows by at 200 % (fv_118: West's plate 9 px under
#: History's foot read as touching it).
PLATE_GAP, PLATE_GAP_GROW = 8, 6
#: A grown key bar's foot over the table's (design px; at 200 % its 3 px margin there
#: read as the bar touching the window's edge): the rail's wood shows under it.
KEY_BAR_FOOT = 6
#: The play area and the hand tray, and the window's usable edge (design px), which no
#: box grows into.
EDGE = pygame.Rect(FELT)


class HudLayout(HudMeasure):
    """Design rects of the HUD's boxes at the fonts' text size; ``sync()`` (cheap)
    recomputes them and moves the widgets and the Menu button when the size changed."""

    def __init__(self, table_map, players: int, fonts, widgets: dict, find_menu=None,
                 teams: bool = False, find_corner=None):
        """``widgets``: the HUD's renderers by name ("scores", "status", "total",
        "boneyard", "label_<seat>"); ``find_menu()``: the button in the Menu corner now
        (or None); its rect when first seen is its rect at 100 %. ``teams``: 4 players
        in two partnerships (seats 0+2, 1+3): each label and score row in its colour.
        Each bot seat's label gets its portrait (by its place at the table).
        ``find_corner()``: the buttons in the bottom-right corner now, bottom first
        (Hint, then Undo when shown); their rects when first seen are their 100 %."""
        self.anchors = {n: pygame.Rect(table_map.anchor(n)) for n in
                        ("layout", "hand_0", "scores", "status", "total", "boneyard",
                         "btn_menu", "btn_hint")}
        #: The Total box at 100 % where the map has a taller play area then (its box in
        #: the top row, game/render/board.py's ``tall``).
        top = getattr(table_map, "anchors", {}).get("total_top")
        if top is not None:
            self.anchors["total_top"] = pygame.Rect(top)
        self.labels = [pygame.Rect(table_map.anchor(f"label_{s}")) for s in range(players)]
        self.hands = [pygame.Rect(table_map.anchor(f"hand_{s}")) for s in range(players)]
        #: The opponents whose tiles lie from their anchor's start (next to the plate).
        self.starts = {s for s in range(1, players)
                       if getattr(table_map, "prop", lambda *a: None)(
                           f"hand_{s}", "align", "centre") == "start"}
        self.players = players
        self.fonts = fonts
        self.widgets = widgets
        self.find_menu = find_menu
        self.menu_button = None
        self.menu_base = pygame.Rect(self.anchors["btn_menu"])
        self.find_corner = find_corner
        self.corner: list = []  # the corner's buttons, bottom first, and their 100 % rects
        self.corner_base: list[pygame.Rect] = []
        self.corner_rects: dict[str, pygame.Rect] = {}
        self.legend: pygame.Rect | None = None
        #: The key says its short words (RING_KEY): the long ones do not fit.
        self.legend_short = False
        self.scale = None
        self.language = -1
        self.rects: dict[str, pygame.Rect] = {}
        self.score_columns = 1
        #: Seat labels drawn on one line (the seat across the table at large text).
        self.one_line: set[int] = set()
        for name, w in widgets.items():
            if name.startswith("label_"):
                seat = int(name[6:])
                w.avatar = avatar_for(self.labels[seat])
                w.own = seat == 0  # (the player's seat)
                w.team = seat & 1 if teams else None
            elif name == "scores":
                w.teams = teams
            elif name == "boneyard" and hasattr(w, "vp"):  # the racks under the hands,
                w.racks = Racks(w.vp, self.hands, self.starts)  # drawn with its own tray
        self.sync()

    def sync(self) -> None:
        button = self.find_menu() if self.find_menu is not None else None
        if button is not None and button is not self.menu_button:
            # a new button in the corner (the replay's Close): its rect now is its 100 %
            self.menu_button = button
            self.menu_base = pygame.Rect(button.rect)
            self.scale = None
        corner = [b for b in (self.find_corner() if self.find_corner else ()) if b]
        if [id(b) for b in corner] != [id(b) for b in self.corner]:
            known = {id(b): r for b, r in zip(self.corner, self.corner_base)}
            self.corner_base = [known.get(id(b), pygame.Rect(b.rect)) for b in corner]
            self.corner = corner
            self.scale = None
        k = getattr(self.fonts, "text_scale", 1.0)
        if (self.scale is not None and abs(k - self.scale) < 1e-6
                and self.language == generation()):
            return
        self.scale = k
        self.language = generation()  # the label's words: their size in this language
        self.rects, self.one_line = self.compute(k)
        self.corner_rects = {n: self.rects.pop(n) for n in list(self.rects)
                             if n.startswith("corner_")}
        #: The key to the rings beside the Total box (None: no room at this text size).
        self.legend = self.rects.pop("legend", None)
        for name, w in self.widgets.items():
            if name in self.rects:
                w.rect = self.rects[name]
            w.grows = k > 1.01
            if name == "scores":
                w.columns = self.score_columns
            if name == "total":
                w.legend = self.legend
                w.legend_short = self.legend_short
            if name.startswith("label_"):
                w.one_line = int(name[6:]) in self.one_line
            racks = getattr(w, "racks", None)
            if racks is not None and racks.hands:  # the tray's rack round its hand
                racks.hands[0] = pygame.Rect(self.rects["hand_0"])
        if self.menu_button is not None:
            self.menu_button.rect = self.rects["menu"]
        for n, b in enumerate(self.corner):
            b.rect = self.corner_rects[f"corner_{n}"]
            b.group = self.corner  # one style for the corner's buttons (Hint, Undo)

    def _text_w(self, words: str, bold: bool = False) -> float:
        """``words``' width at a label's text size (design px)."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return 10.0 * len(words) * getattr(self.fonts, "text_scale", 1.0)
        return get(TEXT, bold).size(words)[0] / max(1e-6, getattr(self.fonts, "scale", 1.0))

    @staticmethod
    def _longest_count() -> str:
        """The longest second line the player's own label says: "leader" (the plates
        show no tile count now; sized for "12 tiles · leader", the 2-player plate
        stood three lines tall round the one word "You" at 200 %)."""
        return _("leader")

    def _across_need(self) -> float:
        """The width (design px) a plate across the table needs for its portrait (the
        smaller one, render.hud) and what it says (paint.label_texts): the seat's name,
        with "leader" beside it until the lead is played, or with the thinking dots
        after it (render.seat_label), on one line at LINE_FLOOR of the text size."""
        name = seat_name("North")
        k = min(1.75, max(1.0, getattr(self.fonts, "text_scale", 1.0)))
        dots = 3 * 7 * k + 2 * (7 * k * 2 // 3) + 8  # (SeatLabel.dots_size and its gap)
        words = max(self._text_w(f"{name}  {_('leader')}"),
                    self._text_w(name, True) + dots / LINE_FLOOR)
        return AVATAR_SMALL + (15 + 8) + words * LINE_FLOOR + 4

    def _line_px(self) -> float:
        """One line of a label's text at the text size (design px)."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return 20 * getattr(self.fonts, "text_scale", 1.0)
        return get(TEXT).get_linesize() / max(1e-6, getattr(self.fonts, "scale", 1.0))

    def _badge_up(self) -> int:
        """How far a seat's score badge reaches above its plate at large text (design
        px; render.hud.SeatLabel.badge_rect)."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return round(14 * getattr(self.fonts, "text_scale", 1.0))
        h = get(SCORE_TEXT, True).get_linesize() / max(1e-6, getattr(self.fonts, "scale", 1.0))
        return round(h + 4 - BADGE_DIP)  # (at large text, where this is used)

    def _bubble_room(self) -> int:
        """The height a seat's last-action bubble takes under its label (design px):
        its line, its padding and its pointer (render/seat_marks.py), and a margin
        over the frame's edge (else the bubble all but touched the rail)."""
        get = getattr(self.fonts, "get", None)
        if get is None:
            return round(24 * getattr(self.fonts, "text_scale", 1.0) + 14)
        line = get(sized(MARK_TEXT, self.fonts), False).get_linesize() / max(1e-6, getattr(self.fonts, "scale", 1.0))
        return round(line + 2 * PAD_Y + TIP + GAP + BUBBLE_MARGIN)

    # -- the rules ---------------------------------------------------------------------------
    def compute(self, k: float) -> tuple[dict, set]:
        a = self.anchors
        out: dict[str, pygame.Rect] = {}
        one: set[int] = set()
        big = k > 1.01
        g = max(0.0, k - 1.0)
        layout, tray = a["layout"], a["hand_0"]
        if big:  # the tray's foot over the grown key bar (and its rack's ledge), the
            # bar clear of the window's edge (KEY_BAR_FOOT)
            foot = (EDGE.bottom + 3 + KEY_BAR_H - key_bar_height(k) - Racks.PAD[1] - 2
                    - (KEY_BAR_FOOT - 3))
            # (its height as at 100 %: its top rises by what the grown key bar took
            # from its foot, so the player's tiles are never smaller at large text)
            top = min(tray.y + round(TRAY_GIVE * min(1.0, g)), foot - tray.h)
            tray = pygame.Rect(tray.x, top, tray.w, min(tray.bottom - top, foot - top))
            # the tray's right end leaves the corner's buttons the width their words
            # take at full size (else "Podpowiedź" and "Cofnij" shrank in it)
            if self.corner_base:
                right = self.corner_base[0].right - self._corner_need() - 16
                tray.w = max(round(tray.w * 0.86), min(tray.w, right - tray.x))
        out["hand_0"] = pygame.Rect(tray)
        # the Menu button: right and down from its corner
        m = self.menu_base
        # (its base as wide as its picture, its word and its keycap need at 100 %; at
        # larger text the word may shrink a little: the plate across the table beside
        # it keeps the room for its portrait and words)
        menu = pygame.Rect(m.x, m.y, round(m.w + 84 * g), round(m.h + 22 * g))
        out["menu"] = menu
        # the Total box: at large text, label and number side by side, one line high
        t = a["total"]
        if big:  # (no wider than its label and a two-digit total need: the plate
            # across the table and the key to the rings beside it want the room)
            w = round(min(t.w + 60 * g, max(t.w, self._total_fit())))
            total = pygame.Rect(0, t.y - 4, w, round(min(layout.top - 4 - (t.y - 4),
                                                         t.h + 8 * g)))
            total.centerx = t.centerx
            # wider to the right for its label beside a previewed "10 -> 15" (its label
            # gave way to the arrow: a bare "10 -> 15" read as anything), as far as the
            # score panel's place leaves room (3 players: their panel spreads right of it)
            room = a["scores"].left - 12 - 140 * g - total.left if self.players != 3 \
                else total.w + round(110 * g)
            total.w = round(max(total.w, min(self._total_fit(preview=True), room)))
            if self.players != 3:  # about its place (the plate across the table has
                # room to spare left of it; the score panel's title wants it right)
                total.centerx = t.centerx - round(15 * g)
            else:  # a little left, towards the History button (3 players' scores spread
                # right of it)
                total.x = t.x - round(36 * g)
        else:
            total = pygame.Rect(a.get("total_top", t))
        out["total"] = total
        # right of the box, the "+15" a previewed move scores (render.total_box.draw_gain)
        gain = self._gain_w() if big else 0
        # the score panel: left and down (its right and top stay); with nothing across
        # the table (3 players) it spreads left over the free top row, its entries side
        # by side, so it stays clear of the right-hand seat's label
        s = a["scores"]
        rows = 2 if self.players != 3 else 3
        across = any(lab.top < 150 for lab in self.labels[1:])
        self.score_columns = 1
        if big and not across:
            self.score_columns = rows
            left = total.right + 10 + gain
            need = 16 + 26 * k + 34 * min(k, 1.75)
            scores = pygame.Rect(left, s.y, s.right - left, round(max(s.h * 0.8, need)))
        else:
            need = 16 + 26 * k + rows * 34 * min(k, 1.75)
            # (left as far as the Total box leaves room: at 200 % its title said the
            # rules' short name, "Sniff: to 100", and its race bars were slivers)
            wide = s.w + 100 * g if not big else max(s.w + 100 * g,
                                                     s.right - (total.right + 12 + gain))
            scores = pygame.Rect(0, s.y, round(min(wide, s.w + 240 * g)),
                                 round(max(s.h, need)))
            scores.right = s.right
        if scores.left < layout.right:  # never over the play area
            scores.h = max(s.h, min(scores.h, layout.top - 4 - scores.y))
        out["scores"] = scores
        # seat labels
        line = 24 * min(k, 1.75)  # one line of a label's text, with its room
        gap = round(PLATE_GAP + PLATE_GAP_GROW * min(1.0, g))  # from the buttons
        for seat, lab in enumerate(self.labels):
            left_side = lab.centerx < 640
            if not big:  # 100 %: the map's own plates
                out[f"label_{seat}"] = pygame.Rect(lab)
                continue
            if seat == 0:  # the player's own: about its middle, inside its column,
                # its last-action bubble under it inside the frame too
                # (clear of the tray's wooden rack, which reaches past the hand's anchor:
                # the plate once overlapped it by 8 px)
                # (its left edge a little nearer the rail for the room)
                x = max(EDGE.left + 2, lab.x - 6)
                w = min(tray.left - Racks.PAD[0] - 4 - x, round(lab.w + 40 * g))
                n = 3 if self._text_w(self._longest_count()) * LINE_FLOOR > w - 20 else 2
                h = round(max(lab.h, n * line + 8 if n == 2 else 3 * self._line_px() + 8))
                r = pygame.Rect(x, 0, w, h)
                r.centery = lab.centery
                r.bottom = min(r.bottom, EDGE.bottom - self._bubble_room())
                # (its score badge, at its right end, reaches up beside the side
                # hand, not over it)
                top = self.hands[1].bottom + 4 if self.players > 2 else EDGE.top
                if r.top < top:  # no room above (a side hand): its lines closer
                    r.h = max(round(2 * self._line_px() * LINE_FLOOR + 4), r.bottom - top)
                    r.top = top
            elif lab.top < 150:  # across the table (North)
                if big and menu.right + 8 > lab.x:
                    one.add(seat)
                    # one line where it fits, else name over count (room for both)
                    r = pygame.Rect(menu.right + gap, 0, total.left - 8 - menu.right - gap,
                                    round(min(max(line + 12, 2 * self._line_px() * LINE_FLOOR
                                                  + 8), layout.top - 4 - (t.y - 4))))
                    r.y = total.y
                    r.x = max(r.x, layout.left + 2)  # clear of a grown West label
                    r.w = total.left - 8 - r.x
                    # two lines too low for the words at their size (Chinese: its line
                    # is taller), so one line beside the portrait: the Total box moves
                    # right to make room for both (else the portrait
                    # gave way to the words in Chinese only)
                    short = self._across_need() - r.w
                    if 2 * self._line_px() * LINE_FLOOR + 4 > r.h and short > 0:
                        # as far as the key to the rings keeps its room right of it
                        room = ((scores.left if scores.top < total.bottom else EDGE.right)
                                - 4 - (total.right + 10) - self._legend_need(True))
                        total = total.move(max(0, min(short, round(room))), 0)
                        out["total"] = total
                        r.w = total.left - 8 - r.x
                else:
                    r = pygame.Rect(lab.x, lab.y, lab.w, round(max(lab.h, 2 * line + 8)))
            elif left_side:  # grows up, over nothing; inside the left column (from
                # nearer the rail: room for a portrait beside the words)
                h = round(max(lab.h, 2 * line + 8))
                x = max(EDGE.left + 2, lab.x - 6)
                r = pygame.Rect(x, 0, min(layout.left - 4 - x, round(lab.w + 40 * g)), h)
                r.bottom = lab.bottom
                r.top = max(r.top, menu.bottom + 8 + self._badge_up())
                if across:  # the History button goes under the Menu button (a plate
                    # across the table beside it): the plate keeps under it (at 200 %
                    # West's plate sat under History's foot); its foot stays where
                    # it can (the side hand under it keeps its room), the plate lower
                    top = max(r.top, menu.bottom + 10 + self._history_h(menu) + gap)
                    r.h = min(r.h, max(round(self._line_px()) + 12, r.bottom - top))
                    r.top = top
            else:  # grows down, under the score panel; inside the right column
                h = round(max(lab.h, 2 * line + 8))
                right = min(EDGE.right - 2, lab.right + 6)  # (nearer the rail too)
                w = min(right - layout.right - 4, round(lab.w + 40 * g))
                r = pygame.Rect(0, max(lab.y, scores.bottom + 6 + self._badge_up()), w, h)
                r.right = right
            out[f"label_{seat}"] = r
        # the status lines: taller (two lines), as wide as the play area
        st = a["status"]
        if big:  # from the play area's foot to just above a lifted tile in the tray
            h = round(2 * min(25 * k, 33))
            left, right = max(layout.left, tray.left), min(layout.right, tray.right)
            # its foot just above the chosen tile, which rises out of the tray (its
            # lines would hide the top of the tile); at most down to the play area's
            # frame line above (one edged panel over the line)
            u = min(tray.h / 2.08, BIG_UNIT)
            lifted = tray.centery - u - u * LIFT  # the chosen tile's top
            # (as far over the play area's foot as the tray rose: its room kept; the
            # board keeps above its lines, game/scenes/table/status.py earlier_floor)
            rise = max(0, a["hand_0"].y - tray.y)
            h = min(h, int(lifted) - (layout.bottom - 4 - rise))
            status = pygame.Rect(left, 0, right - left, h)  # over the tray, not beside it
            status.bottom = int(lifted)
        else:
            status = pygame.Rect(st)
        out["status"] = status
        # the boneyard: its column's width, and taller
        b = a["boneyard"]
        if big:
            left = max((h.right for h in self.hands[1:] if h.right <= b.left
                        and h.top < b.bottom and h.bottom > b.top), default=EDGE.left + 14) - 10
            # (over the side hand's frame, not its tiles: they are centred in it)
            w = min(layout.left - 4 - (left + 4), round(b.w + 40 * g))
            # the stack keeps to its tray (the map's box); the count goes under the tray,
            # on one line or two, as far down as the labels below leave room
            word = self._text_w(_("Boneyard {n}").format(n=14), True)
            text_h = round((1 if word <= w - 8 else 2) * self._line_px() + 8)
            bone = pygame.Rect(0, b.top - 4, w, b.h + 8 + text_h)
            bone.centerx = b.centerx
            bone.left = max(bone.left, left + 4)
            bone.right = min(bone.right, layout.left - 4)
            above = max((r.bottom for n, r in out.items() if n.startswith("label_")
                         and r.colliderect(bone.inflate(0, 400)) and r.bottom <= b.top),
                        default=EDGE.top)
            below = min((r.top for n, r in out.items() if n.startswith("label_")
                         and r.colliderect(bone.inflate(0, 400)) and r.top >= b.bottom),
                        default=EDGE.bottom)  # (the player's: no score badge when grown)
            bone.top = max(bone.top, above + 6)
            bone.bottom = min(bone.bottom, below - 6)
        else:  # at 100 % the map's box (its count may take two lines)
            bone = pygame.Rect(b)
        out["boneyard"] = bone
        out.update(self._corner(k, tray))
        legend = self._legend(total, out)
        if legend is not None:
            out["legend"] = legend
        return out, one

    def _legend(self, total: pygame.Rect, boxes: dict) -> pygame.Rect | None:
        """The key to the rings (render/ring_key.py RING_KEY): beside the Total box (right
        of it, else left of it: 3 players' scores spread right of it at large text),
        as high as it, up to the next box on that row, in its words or, where they do
        not fit (large text), its short words (sets :attr:`legend_short`). Its two
        lines may share their empty top and bottom (a line is ~1.3 times its
        letters' height): at least 0.8 of a line apart. None where even that does
        not fit (nothing is drawn smaller for it)."""
        self.legend_short = False
        if 2 * 0.8 * self._line_px() > total.h + 2:
            return None
        right = pygame.Rect(total.right + 10, total.y, EDGE.right - total.right - 10, total.h)
        left = pygame.Rect(EDGE.left, total.y, total.left - 10 - EDGE.left, total.h)
        x1 = min((r.left for r in boxes.values() if r.colliderect(right)
                  and r.left >= right.left), default=EDGE.right) - 4
        spans = [(right.left, x1, False)]
        x0 = max((r.right for r in boxes.values() if r.colliderect(left)
                  and r.right <= total.left), default=EDGE.left) + 8
        spans.append((x0, left.right, True))
        for short in (False, True):
            need = self._legend_need(short)
            for a, b, on_left in spans:
                if b - a >= need:
                    self.legend_short = short
                    x = b - round(need) if on_left else a
                    return pygame.Rect(x, total.y, round(need), total.h)
        return None

    def _corner(self, k: float, tray: pygame.Rect) -> dict:
        """The bottom-right buttons (Hint, Undo): at large text they grow left (up to
        the hand tray) and up from the corner (words too long for one line keep one
        line, their key on a keycap: game/ui/buttons.py)."""
        out: dict[str, pygame.Rect] = {}
        if not self.corner_base:
            return out
        base = self.corner_base[0]
        if k <= 1.01:
            for n, b in enumerate(self.corner_base):
                out[f"corner_{n}"] = pygame.Rect(b)
            return out
        g = k - 1.0
        w = min(base.right - (tray.right + 16),  # clear of its line
                max(round(base.w + 84 * g), self._corner_need()))
        h = round(base.h + 22 * g)
        # a side hand above the corner (East, 3 and 4 players): the stack stays under
        # its tray, each button as tall as that leaves
        above = max((hd.bottom for hd in self.hands[1:] if hd.right > base.left - 84 * g
                     and hd.bottom <= base.top), default=EDGE.top)
        n = len(self.corner_base)
        gap = round(10 + 12 * g)  # room for a keycap on the lower button's corner
        line = self._line_px() * 24 / TEXT  # the words' line at full size
        margin = 8
        if n > 1 and (base.bottom - (above + margin) - gap * (n - 1)) / n < line + 2:
            # (too little height for the words: their line before the room for a keycap
            # over the corner, which then sits inside the button's end)
            gap, margin = 6, 4
        h = min(h, round((base.bottom - (above + margin) - gap * (n - 1)) / n))
        y = base.bottom
        for n, _b in enumerate(self.corner_base):
            r = pygame.Rect(0, 0, w, h)
            r.bottomright = (base.right, y)
            out[f"corner_{n}"] = r
            y = r.top - gap
        return out
