"""The play table drawn: the shared renderers (board, hands, HUD, overlays) fed from the
director's view model and the controller's choice in progress. Every text states what the
view model states: nothing reads the engine's position for a number, a turn or a move (the
engine is only asked which spots the human may use, on its turn, when the screen says so)."""

from __future__ import annotations

import math

import pygame

from engine.tiles import HI, LO, PIPS

from ... import storage
from ...daily import table_title
from ...i18n import _
from ...render import (
    BoardView,
    Boneyard,
    HandView,
    HudLayout,
    LayoutGeometry,
    Overlays,
    ScorePanel,
    SeatLabel,
    StatusLine,
    TotalBox,
)
from ...render.fx_seat import SeatPlays
from ...render.fx_sum import sum_flash
from ...render.ghosts import draw_ghosts_over
from ...render.overlays import lead_words
from ...render.pip_tag import PipTag, tag_words
from ...render.preview_marks import move_spot
from ...render.reactions import Reactions
from ...render.ring_key import LivePointer, mouse_at
from ...render.seat_marks import bubble_height
from ...render.table_sizes import STATUS_TEXT, sized
from ...texts import ruleset_title, team_name
from ...ui import THEME
from .chips import board_marks, draw_seat_chip
from .deduction_place import deduction_home
from .deductions import draw_deductions
from .keys import draw_key_bar
from .payoff import BoardPayoff, banner_words, draw_reactions
from .pip_tip import show_pip_tip
from .places import OverlayPlaces
from .status import Wrapped, earlier_floor, fit_status, status_lines
from .sum_preview import draw_sum_preview
from .win import banner_fx, dim_behind_win, draw_win_ribbon, win_room

__all__ = ["TablePainter", "entry_name"]


def entry_name(teams: bool, names, entry: int) -> str:
    if teams:
        return team_name(names[entry], names[entry + 2])
    return names[entry]



#: A status line at large text stays on its one line down to this share of its size
#: (two wrapped lines in the box over the tray are each about 0.6 of it).
SHRINK_ONE = 0.65


def thinking_words() -> str:
    """A bot's plate while it thinks: "thinking..." whole (its dots once counted 1 to 3,
    and a plate whose words are fitted to its width changed size with them: Polish
    "myśli..." at 200 % flickered between 30 and 32 px)."""
    return _("thinking") + "..."

class TablePainter:
    """Owns the renderers of one table (built from its map) and draws a frame."""

    def __init__(self, scene):
        self.previewed = None  # (tile, spot) whose move the Total box shows
        self.scene = scene
        self.pointer = LivePointer()  # the mouse, while it is the way the player asks
        app, m = scene.app, scene.map
        vp, text, art = app.vp, scene.text, scene.art
        self.board = BoardView(vp, text, art, m.anchor("layout"), scene.game.rules.inline_sniff,
                               m.anchors.get("layout_tall"))
        self.hands = [HandView.from_map(vp, art, m, s, scene.shown_seat)
                      for s in range(scene.players)]
        self.labels = [SeatLabel(vp, text, m.anchor(f"label_{s}"))
                       for s in range(scene.players)]
        self.boneyard = Boneyard(vp, text, art, m.anchor("boneyard"))  # its grid: the rules'
        self.boneyard.dealt = 28 - scene.players * scene.game.rules.hand_size(scene.players)
        self.scores = ScorePanel(vp, text, m.anchor("scores"))
        self.status = StatusLine(vp, text, m.anchor("status"))
        self.total = TotalBox(vp, text, m.anchor("total"), app.settings, None if getattr(
            app, "saves", None) is None else lambda: storage.save_settings(app.settings))
        self.overlays = Overlays(vp, text, art)
        self.pip_tag = PipTag(vp, text)  # the player's pips at risk, by the tray
        # the HUD's boxes grow with the text size (and the Menu button with them)
        widgets = {"scores": self.scores, "status": self.status, "total": self.total,
                   "boneyard": self.boneyard}
        widgets.update({f"label_{s}": lab for s, lab in enumerate(self.labels)})
        widgets["hand_0"] = self.hands[0]  # (its foot over the key bar at large text)
        self.hud = HudLayout(m, scene.players, app.fonts, widgets, lambda: next(
            (b for b in getattr(scene, "buttons", ()) if b.label in ("Menu (Esc)",
                                                                    "Close (Esc)")), None),
            teams=scene.game.teams, find_corner=lambda: [
                b for b in getattr(scene, "buttons", ()) if b.on_click == scene.request_hint] + [
                getattr(scene, "undo_button", None)])
        self.places = OverlayPlaces(self)  # the overlays' places in free felt
        self.tips: list = []  # the mark tooltips drawn this frame (bubbles keep off them)
        self.sum_box: pygame.Rect | None = None  # a score's sum drawn this frame (too)
        self.chip_rects: list = []  # each seat's last-action chip drawn this frame
        self.payoff = BoardPayoff(vp, self.board, self.overlays, scene)  # punch, sparks, banners
        self.reactions = Reactions(scene.game.seed)  # the bots' speech bubbles (payoff)
        self.seat_plays = SeatPlays()  # each opponent's last play marked on the board

    def fit_hands(self, v) -> None:
        """A side column's tiles keep clear of the last-action bubble under its seat's
        name plate (a long hand after many draws ran under it); an opponent's hand
        turned face up at a hand's end grows as it turns, to be read from the table."""
        vp = self.scene.app.vp
        room = bubble_height(vp, self.scene.text) + vp.length(4)
        for seat, hand in enumerate(self.hands):
            hand.reveal = (v.flip[seat] if seat != v.shown_seat and v.face_up[seat]
                           else 0.0)
            hand.end_room = self.pip_room(v, seat)
            if hand.horizontal:
                continue
            foot = vp.to_design((0, self.label_rect(seat).bottom + room))[1]
            hand.top_room = max(0.0, foot - hand.rect.top)

    def pip_shown(self, v, seat: int) -> bool:
        """The player's pips tag shows by ``seat``'s tray: the player's own hand, face
        up, while it holds tiles; not while the hand's end counts it (its "−N" flies
        from the tiles then)."""
        s = self.scene
        return (seat == s.human and seat == v.shown_seat and bool(v.face_up[seat])
                and bool(v.hands[seat]) and not v.deductions)

    def pip_room(self, v, seat: int) -> float:
        """The room kept for the pips tag at the right end of ``seat``'s tray (design
        px; 0 for another seat's hand): kept while the hand holds tiles, so the tiles
        do not shift as the hand's end counts them."""
        s = self.scene
        if seat != s.human or seat != v.shown_seat or not v.hands[seat]:
            return 0.0
        return self.pip_tag.room(tag_words(v.hands[seat], s.game.rules))

    def panels(self) -> list[pygame.Rect]:
        """The screen rects of the hands' racks and the boneyard's panel (the seats'
        last-action bubbles keep off them)."""
        racks = getattr(self.boneyard, "racks", None)
        return ([*racks.rects()] if racks is not None else []) + [
            self.scene.app.vp.rect(self.boneyard.rect)]

    def label_rect(self, seat: int) -> pygame.Rect:
        """The screen rect of ``seat``'s name plate, as the seat-label renderer draws
        it: the seat's last-action bubble is anchored to it."""
        return self.scene.app.vp.rect(self.labels[seat].rect)

    # -- texts ----------------------------------------------------------------------------
    def status_lines(self, names=None) -> list[tuple[str, str]]:
        """The status line's texts with their tones (see :func:`~.table_status.status_lines`)."""
        return status_lines(self.scene, names or self.scene.names)

    def fit_status(self, lines: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The status lines as drawn (see :func:`~.table_status.fit_status`)."""
        vp = self.scene.app.vp
        fonts = self.scene.app.fonts
        font = fonts.get(sized(STATUS_TEXT, fonts), False)
        width = vp.rect(self.status.rect).w - vp.length(24)
        if lines and not self.status.lines_fit(2):  # large text, one line's room over
            # the tray: what to do now (the news: the chips); a long line on its one line
            # a little smaller where that is larger than two wrapped lines in that room
            # (each then half the box's height)
            lines = lines[-1:]
            if font.size(lines[0][0])[0] * SHRINK_ONE <= width:
                return lines
        return fit_status(lines, font, width)

    def label_texts(self, seat: int, names=None) -> tuple[str, str]:
        """A seat plate's words: the seat's name, and under it "leader" for the seat
        to lead until the lead is played (else nothing: the rack of backs shows how
        many tiles it holds, the score panel its score, New game its level)."""
        s = self.scene
        v = s.view
        name = (names or s.names)[seat]
        extra = ""
        if seat == v.leader and v.hands[seat] and not v.board and v.shuffle < 0:
            extra = _("leader")
        return name, extra

    def score_rows(self, names=None) -> list[tuple]:
        s = self.scene
        v = s.view
        g = s.game
        names = names or s.names
        turn_entry = None if v.turn is None else g.seat_entry(v.turn)
        return [(entry_name(g.teams, names, e), round(v.scores[e]), e == turn_entry)
                for e in range(len(v.scores))]

    def faces(self) -> list[list[str]] | None:
        """Each score entry's seats' portraits (their plates'), or None where a seat
        has none (the panel then names the entries)."""
        g = self.scene.game
        out: list[list[str]] = [[] for _e in range(len(self.scene.view.scores))]
        for seat, lab in enumerate(self.labels):
            if lab.avatar is None:
                return None
            out[g.seat_entry(seat)].append(lab.avatar)
        return out

    def reading_order(self, points) -> list:
        """The counted ends ``points`` in the order the board shows them (left / top
        first), the tile just played laid out."""
        v = self.scene.view
        self.board.sync(v.board, lambda: [x[0] for x in v.layout.slots] if v.layout else None)
        return self.board.reading_order(v.layout, points)

    def lit_badges(self):
        """The counted ends lit now: False, True (all) or the points lit so far."""
        v = self.scene.view
        if v.lit[1] <= 0:
            return False
        return True if v.lit_points is None else v.lit_points

    def tile_states(self) -> dict:
        """Board tiles drawn in a state: "lit" under a lit counted end, "last" for the
        tile played last."""
        v = self.scene.view
        states = {}
        if v.last_tile >= 0:
            states[v.last_tile] = "last"
        lit = self.lit_badges()
        if lit is not False and v.layout is not None:
            for kind, pc, tile, _value in v.layout.marks():
                if kind == "end" and (lit is True or pc in lit):
                    states[tile] = "lit"
        return states

    def payoff_points(self, v):
        """Where the sum of the counted ends sits and where its "+N" pops (free felt:
        :class:`~.places.OverlayPlaces`)."""
        return self.places.payoff_points(v)

    def banner_point(self, v, word: str, big: bool):
        """Where the hand's banner sits (free felt: :class:`~.places.OverlayPlaces`)."""
        return self.places.banner_point(v, word, big)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf) -> None:
        s = self.scene
        v = s.view
        ctl = s.controller
        app = s.app
        vp = app.vp
        still = s.still
        names = s.names  # once a frame: in the language now shown
        self.hud.sync()
        self.board.set_floor(earlier_floor(s, self.status))  # clear of the move lines
        self.board.sync(v.board, lambda: [x[0] for x in v.layout.slots] if v.layout else None)
        surf.blit(s.map.background(surf.get_size()), (0, 0))
        self.board.draw_tiles(surf, s.map.background, v.layout, self.tile_states())
        tile = ctl.sel if ctl.sel is not None else (ctl.drag["tile"] if ctl.drag else ctl.hover)
        legal = ctl.legal_spots(tile) if tile is not None else []  # (none off the turn)
        self.seat_plays.draw(surf, vp, v, self.board,  # who played what (render/fx_seat)
                             {o: self.label_rect(o) for o in range(s.players)},
                             {o: lab.avatar for o, lab in enumerate(self.labels)},
                             {o: lab.team for o, lab in enumerate(self.labels)}, s.human,
                             hide=bool(s.human_turn and legal))  # (its ghosts show)
        # the tile held told first: the discs are drawn off its ghosts
        held, spot = self.board.held_focus(ctl.sel, ctl.drag, ctl.focus_spot(), legal,
                                           ctl.hover)
        # the spot pointed at (or the keys' focus): its ghost strong, its move's Total
        # in the Total box
        shown = move_spot(self.board, ctl.drag, spot, ctl.source, mouse_at(), legal)
        spot = spot if shown is None or held is None else shown
        # (the strong ghost's move: the one pointed at, else the focused one)
        # (not the turn's own pick of a tile: "10 -> 7" showing as the turn began read as
        # the player's score going down)
        self.previewed = (held, spot) if held is not None and spot in legal and (
            held != ctl.auto_sel or ctl.drag) else None
        self.board.draw_badges(surf, v.layout, lit=self.lit_badges())
        chips = {}  # the chosen tile's "+N" chips (the ring key shows their value)
        ghosted = None  # (tile, legal spots, focus) whose ghosts are drawn
        if s.human_turn:
            refused = ctl.refused[0] if ctl.refused[1] > 0 else None
            chips = ctl.preview(tile) if legal else {}
            # a tile only pointed at in the hand shows its ghosts too (faint, none focused)
            self.board.draw_spots(surf, ctl.open_points(), legal, chips, spot, refused,
                                  held if held is not None else tile)
            if legal and tile is not None:
                ghosted = (held if held is not None else tile, legal, spot)
        self.payoff.punch(surf, v, still)
        in_air = {f.tile for f in v.flights}
        self.fit_hands(v)  # the opponents' racks fit their tiles
        # its count under the stack of backs, named when a draw is due and always beside
        # West's rack (3-4 players: a bare "8" by that rack of backs read as another hand;
        # with 2 it stands alone, and the word would pass the words budget at 200 %)
        # (empty: the bare well, or plain words by West's rack; "Boneyard 0" read oddly)
        named = s.awaiting_draw or s.players > 2
        bone = (("" if not named else _("Boneyard empty")) if v.boneyard_count <= 0
                else _("Boneyard {n}").format(n=v.boneyard_count) if named
                else str(v.boneyard_count))
        self.boneyard.draw(surf, v.boneyard, bone,
                           [[r for _t, r in h.rects(t)] for h, t in zip(self.hands, v.hands)])
        if s.awaiting_draw:  # the boneyard is where to click now
            self.overlays.draw_target(surf, vp.rect(self.boneyard.rect.inflate(16, 12)))
        # a normal turn: what fits is outlined, the rest dimmed; "No play - draw": all dimmed
        # and once the player has played, "not your turn" at once
        playable = (set(ctl.playable_tiles()) if s.human_turn
                    else set() if s.awaiting_draw or s.game.phase == "play" else None)
        dragging = ctl.drag["tile"] if ctl.drag and ctl.drag["moved"] else None
        self.fit_hands(v)
        plates = [self.label_rect(o) for o in range(s.players)]  # chips keep off them,
        card = None if s.human is None else self.label_rect(s.human)  # (its chip too)
        board = board_marks(self)  # what every chip keeps off on the board, once a frame
        for seat in range(s.players):
            mine = seat == s.human
            self.hands[seat].draw(
                surf, v.hands[seat], v.face_up[seat], v.flip[seat],
                sel=ctl.sel if mine else None, hover=ctl.hover if mine else None,
                playable=playable if mine else None,
                hidden=in_air | ({dragging} if mine and dragging is not None else set()),
                shake=ctl.shake if mine else None, still=still,
                fresh=v.fresh if seat == v.shown_seat else None, room=v.deal_room,
                focus=ctl.key_focus if mine and s.human_turn else None)
            if mine and self.pip_shown(v, seat):  # what the hand's end would cost
                self.pip_tag.draw(surf, self.hands[seat].rect, v.hands[seat], s.game.rules)
            name, tiles = self.label_texts(seat, names)
            thinking = ""
            if v.turn == seat and seat != s.human and s.pending is not None \
                    and not s.celebrating:
                thinking = thinking_words()
            lit = v.turn == seat or (v.turn is None and v.mover == seat)  # its move too
            self.labels[seat].draw(surf, name, tiles, lit, thinking)
            # what the seat did last, by its plate, until it acts again (lit as it
            # passes: a stamp over the plate hid the name and the tile count)
            plates.append(draw_seat_chip(surf, self, seat, plates,  # (each chip
                                         None if mine else card, False,  # clear (the dots: on the plate)
                                         board))
        self.chip_rects = [r for r in plates[s.players:] if r is not None]  # (screen px)
        if ghosted is not None:  # a preview by the edge: whole, over the panels
            draw_ghosts_over(surf, self.board, *ghosted,
                             self.panels() + [self.label_rect(o) for o in range(s.players)])
        g = s.game
        title = table_title(s.config, s.game_id, ruleset_title(g.rules.title), g.target)
        stroke = None
        if app.settings.score_style == "tally":
            stroke = 5 if g.rules.points_divisor == 1 else 1
        self.scores.draw(surf, title, self.score_rows(names), stroke, g.target, self.faces())
        lines = self.fit_status(self.status_lines(names))
        self.status.draw(surf, lines, one_size=isinstance(lines, Wrapped))
        draw_key_bar(surf, s)
        # a mark's tooltip in free felt: off the board's marks, the hands and the HUD
        # (kept in ``tips``: the bots' speech bubbles keep off it)
        self.tips = []
        def place_tip(anchor, size, free_only=False):
            r = self.places.tip_rect(v, anchor, size, legal if chips else (), chips,
                                     plates, free_only)
            if r is not None:
                self.tips.append(r)
            return r
        self.board.tip_place = place_tip
        self.total.show(surf, _("Total"), self.board, v, g, s.players, chips,  # the key:
                        s.app.top is not s or bool(v.banner),  # about a mark pointed at
                        self.pointer.now(mouse_at(), (ctl.presses, len(g.moves), g.hand_no)),
                        ctl.focus_spot() if ctl.source in ("key", "pad")  # the player's
                        and ctl.auto_sel is None and self.previewed is None  # own focus,
                        else None,  # not the turn's; none with the Total's preview: it
                        self.previewed if s.human_turn else None)  # says it, "10 -> 15"
        for b in s.all_buttons():
            b.enabled = s.button_enabled(b)
            b.draw(surf, vp, app.fonts)
        self.tips += show_pip_tip(surf, s)  # the tag's (box, tail), when asked
        # a tile in flight goes over everything (passing under the HUD read as a glitch);
        # a bot's flight is brisk, so it never sits over the Total box
        self.overlays.draw_flights(surf, v.flights, self.hands, self.board,
                                   self.boneyard.centre, still)
        ov = self.overlays
        self.draw_lead_tiles(surf, v.lead_tiles)
        if not still:
            ov.draw_shuffle(surf, v.shuffle, s.map.anchor("layout").center)
        if dragging is not None:
            self._draw_drag(surf, dragging)
        ov.draw_glows(surf, v, self.board, still)
        self.payoff.sparks(surf, v, still)
        # where the sum and its "+N" sit (a search of free felt): only while there are any
        at_sum, at_call = (self.payoff_points(v) if v.tally or v.callouts or v.banner
                           else (None, None))
        real = ov.draw_tally(surf, v.tally, v.tally_done, at_sum)
        sum_flash(surf, real, v.callouts, vp.scale, still)  # a 10+ lights it
        self.sum_box = real or draw_sum_preview(self, surf, v, chips)  # (else the held
        # play's, to come)
        self.payoff.callouts(surf, v, at_call, still, self.score_row_point)
        if v.banner:
            word, big, mine = banner_words(v.banner, v.status, s.game, s.names, s.human)
            at, band = (win_room(self, v, word) if v.banner.startswith("reach")
                        else (self.places.banner_at(v, word, big), None))
            clock = self.payoff.banner_clock(v, still)  # the game's end dims the table,
            dim_behind_win(surf, v.banner, clock, still)  # its banner on a ribbon
            draw_win_ribbon(surf, vp, None if ov.hide_banner else band, clock, still)
            if big and not ov.hide_banner:  # confetti out of it when our side dominoes
                self.payoff.banner_burst(surf, v, banner_fx(app.fonts, at, word)
                                         .rect(), mine, still,
                                         (self.total, self.scores, self.status,
                                          self.boneyard, *self.labels, *s.all_buttons()),
                                         at_sum)  # no paper on a word
            self.payoff.draw_banner(surf, v, word, at, big, still,
                                    self.places.going_out_point(v, word, big, at))
        draw_reactions(surf, self, s)  # the bots' speech bubbles (table_payoff)
        self.draw_deductions(surf, v.deductions, still)  # over the banner as it flies

    def lead_tile_rects(self, lead_tiles) -> list[tuple[int, pygame.Rect]]:
        """Where each tile of the draw for the lead shows (screen px): inside the play
        area, the set centred on it, each toward its own seat."""
        s = self.scene
        vp = s.app.vp
        area = s.map.anchor("layout")
        w, h = vp.length(60), vp.length(30)
        out = []
        for seat, tile in lead_tiles:
            hr = s.map.anchor(f"hand_{seat}")
            dx, dy = hr.centerx - area.centerx, hr.centery - area.centery
            norm = max(1.0, math.hypot(dx, dy))
            # about a third of the way to the play area's edge, toward the seat
            c = (area.centerx + dx / norm * area.w * 0.32,
                 area.centery + dy / norm * area.h * 0.3)
            r = pygame.Rect(0, 0, w, h)
            r.center = vp.point(c)
            out.append((tile, r))
        if out:  # the set centred across: a seat's rack may sit off the middle (2p's
            # north one, left of the Total box), which would pull its tile aside
            union = out[0][1].unionall([r for _t, r in out[1:]])
            shift = vp.rect(area).centerx - union.centerx
            for _t, r in out:
                r.x += shift
        return out

    def draw_lead_tiles(self, surf, lead_tiles) -> None:
        """The tiles turned up in the draw for the lead, each with its pips below."""
        s = self.scene
        vp = s.app.vp
        rects = self.lead_tile_rects(lead_tiles)
        for tile, r in rects:
            s.art.draw(surf, r.topleft, LO[tile], HI[tile], False, r.h, None, shadow=True)
            s.text.draw(surf, f"{PIPS[tile]}", 22, THEME.focus,
                        (r.centerx, r.bottom + vp.length(4)), "midtop", True)
        # who won the draw and why, the moment it is won (render/overlays.py)
        self.overlays.draw_caption(surf, lead_words(lead_tiles, s.names, s.human),
                                   vp.rect(s.map.anchor("layout")), [r for _t, r in rects])

    def score_row_point(self, entry: int) -> tuple[float, float]:
        """Where a "+N" or "-N" flying to score entry ``entry`` lands (screen px):
        beside its digits, never on them (the score panel's ``land_point``)."""
        return self.scores.land_point(entry)

    def deduction_pos(self, d, still: bool, size=(0, 0)) -> tuple[tuple[float, float], int]:
        """Where a hand's "-N" (of screen ``size``) is drawn and how opaque: past the
        end of its tiles (never over them) while it counts, then flying to its score;
        under reduced motion it stays and fades out."""
        vp = self.scene.app.vp
        n = max(1, len(self.scene.view.hands[d.seat]))
        src = deduction_home(self, d.seat, n, size)  # (off the tiles, buttons, plates)
        if still:
            return src, round(255 * (1.0 - d.t))
        dst = self.score_row_point(d.entry)
        t = d.t
        lift = math.sin(t * math.pi) * vp.length(40)
        pos = (src[0] + (dst[0] - src[0]) * t, src[1] + (dst[1] - src[1]) * t - lift)
        return pos, 255

    def draw_deductions(self, surf, deductions, still: bool) -> None:
        """Each other hand's pips counted into a "-N" that flies to its score
        (:func:`~.deductions.draw_deductions`)."""
        draw_deductions(self, surf, deductions, still)

    def _draw_drag(self, surf, tile: int) -> None:
        """The dragged tile: upright as in the hand, or over a legal spot as it will lie."""
        s = self.scene
        ctl = s.controller
        pos = ctl.drag["pos"]
        spot = ctl.spot_at(pos)
        if spot is not None and spot in ctl.legal_spots(tile):
            placed = list(s.game.layout.placed)
            geo = LayoutGeometry(placed, s.game.rules.inline_sniff, self.board.bounds)
            geo.add(tile, spot)
            pl = geo.tiles.get(tile)
            if pl is not None:  # snapped to where it will land, turned as it will lie
                at = self.board.camera.to_screen(pl.cx, pl.cy)
                at = (round(at[0]), round(at[1]))
                self.overlays.draw_drag(surf, tile, at, self.board.camera.unit, pl.vertical,
                                        pl.first, pl.second)
                return
        u = s.app.vp.length(self.hands[s.human].unit)
        self.overlays.draw_drag(surf, tile, pos, u, True)

