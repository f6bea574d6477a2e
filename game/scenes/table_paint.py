"""The play table drawn: the shared renderers (board, hands, HUD, overlays) fed
from the director's view model and the controller's choice in progress.

Every text here states what the view model states: nothing reads the engine's
position for a number, a turn or a move (the engine is only asked which spots
the human may use, on the human's turn, when the screen already says so).
"""

from __future__ import annotations

from ..i18n import _, ngettext
from ..present.words import say
from ..render import (
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
from ..texts import level_name, ruleset_title, team_name, tile_label

__all__ = ["TablePainter", "entry_name"]


def entry_name(teams: bool, names, entry: int) -> str:
    if teams:
        return team_name(names[entry], names[entry + 2])
    return names[entry]


class TablePainter:
    """Owns the renderers of one table (built from its map) and draws a frame."""

    def __init__(self, scene):
        self.scene = scene
        app, m = scene.app, scene.map
        vp, text, art = app.vp, scene.text, scene.art
        self.board = BoardView(vp, text, art, m.anchor("layout"), scene.game.rules.inline_sniff)
        self.hands = [HandView.from_map(vp, art, m, s, scene.shown_seat)
                      for s in range(scene.players)]
        self.labels = [SeatLabel(vp, text, m.anchor(f"label_{s}"))
                       for s in range(scene.players)]
        self.boneyard = Boneyard(vp, text, art, m.anchor("boneyard"))
        self.scores = ScorePanel(vp, text, m.anchor("scores"))
        self.status = StatusLine(vp, text, m.anchor("status"))
        self.total = TotalBox(vp, text, m.anchor("total"))
        self.overlays = Overlays(vp, text, art)
        # the HUD's boxes grow with the text size (and the Menu button with them)
        widgets = {"scores": self.scores, "status": self.status, "total": self.total,
                   "boneyard": self.boneyard}
        widgets.update({f"label_{s}": lab for s, lab in enumerate(self.labels)})
        self.hud = HudLayout(m, scene.players, app.fonts, widgets, lambda: next(
            (b for b in getattr(scene, "buttons", ()) if b.label in ("Menu (Esc)",
                                                                    "Close (Esc)")), None),
            teams=scene.game.teams)

    # -- texts ----------------------------------------------------------------------------
    def status_lines(self, names=None) -> list[tuple[str, str]]:
        """The status line's texts with their tones, from the view model."""
        s = self.scene
        v = s.view
        names = names or s.names
        ctl = s.controller
        g = s.game
        lines = []
        if s.awaiting_draw:
            lines.append((_("No play — draw: click the boneyard (Enter / A)"), "focus"))
        elif s.human_turn:
            if g.drawn >= 0:
                lines.append((_("Your turn: play the {tile} you drew").format(
                    tile=tile_label(g.drawn)), "focus"))
            elif g.layout.empty:
                lines.append((_("Your lead: any tile may open"), "focus"))
            else:
                lines.append((_("Your turn: pick a tile, then a ring"), "focus"))
        elif v.status is not None:
            lines.append((say(v.status, names, s.human), "ink"))
        elif v.turn is not None:
            lines.append((_("{name} to play").format(name=names[v.turn]), "ink"))
        if v.last_move is not None:
            lines.append((say(v.last_move, names, s.human), "dim"))
        prefix = s.status_prefix()
        if prefix:
            first = lines[0][0] if lines and lines[0][1] != "dim" else ""
            lines[:1 if first else 0] = [(f"{prefix}  -  {first}" if first else prefix, "ink")]
        if v.note.left > 0:
            lines.insert(0, (v.note.text, v.note.tone))
        elif ctl.hint_text and s.human_turn:
            lines.insert(0, (ctl.hint_text, "ink"))
        return lines[:2]

    def label_texts(self, seat: int, names=None) -> tuple[str, str]:
        s = self.scene
        v = s.view
        name = (names or s.names)[seat]
        if seat != s.human:
            name = _("{name} ({level})").format(name=name,
                                                level=level_name(s.config.level(seat)))
        n = v.tile_count(seat)
        tiles = ngettext("{n} tile", "{n} tiles", n).format(n=n)
        if seat == v.leader and v.hands[seat] and not v.banner and v.shuffle < 0:
            # the hand's leader, while the hand is played: said in words, not a bare "*"
            tiles = _("{tiles} · leader").format(tiles=tiles)
        return name, tiles

    def score_rows(self, names=None) -> list[tuple]:
        s = self.scene
        v = s.view
        g = s.game
        names = names or s.names
        turn_entry = None if v.turn is None else g.seat_entry(v.turn)
        return [(entry_name(g.teams, names, e), round(v.scores[e]), e == turn_entry)
                for e in range(len(v.scores))]

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
        """Where the sum of the counted ends sits and where its callout pops: over the
        counted ends' middle, clear of the layout (above it, or below it when the play
        area has no room above), inside the play area."""
        board, vp = self.board, self.scene.app.vp
        area = board.camera.rect
        cx = board.counted_centre(v.layout, v.last_tile)[0]
        ys = [m[0][1] for m in board.marks(v.layout)]
        for tile, _pc in (v.layout.placed if v.layout is not None else ()):
            r = board.tile_rect(tile)
            if r is not None:
                ys += [r.top, r.bottom]
        top, bottom = min(ys, default=area.centery), max(ys, default=area.centery)
        gap, step = board.badge_radius + vp.length(24), vp.length(58)
        room = vp.length(30)
        cx = min(max(cx, area.left + vp.length(110)), area.right - vp.length(110))
        if top - gap - step - room >= area.top:  # above the layout
            return (cx, top - gap), (cx, top - gap - step)
        if bottom + gap + step + room <= area.bottom:  # below it
            return (cx, bottom + gap), (cx, bottom + gap + step)
        # a full play area: the sum on its top edge, the callout beside it
        y = area.top + vp.length(24)
        half = self.overlays.tally_width(v.tally or [0]) / 2
        sx = min(max(cx, area.left + half + vp.length(10)),
                 area.right - half - vp.length(150))
        return (sx, y), (sx + half + vp.length(70), y + vp.length(6))

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
        self.board.sync(v.board, lambda: [x[0] for x in v.layout.slots] if v.layout else None)
        surf.blit(s.map.background(surf.get_size()), (0, 0))
        self.board.draw_tiles(surf, s.map.background, v.layout, self.tile_states())
        self.board.draw_badges(surf, v.layout, lit=self.lit_badges())
        if s.human_turn:
            tile = ctl.sel if ctl.sel is not None else (
                ctl.drag["tile"] if ctl.drag else ctl.hover)
            legal = ctl.legal_spots(tile) if tile is not None else []
            refused = ctl.refused[0] if ctl.refused[1] > 0 else None
            self.board.draw_spots(surf, ctl.open_points(), legal,
                                  ctl.preview(tile) if legal else {}, ctl.focus_spot(),
                                  refused)
        in_air = {f.tile for f in v.flights}
        self.boneyard.draw(surf, v.boneyard, _("Boneyard {n}").format(n=v.boneyard_count))
        if s.awaiting_draw:  # the boneyard is where to click now
            self.overlays.draw_target(surf, vp.rect(self.boneyard.rect.inflate(16, 12)))
        playable = set(ctl.playable_tiles()) if s.human_turn else None
        dragging = ctl.drag["tile"] if ctl.drag and ctl.drag["moved"] else None
        for seat in range(s.players):
            mine = seat == s.human
            self.hands[seat].draw(
                surf, v.hands[seat], v.face_up[seat], v.flip[seat],
                sel=ctl.sel if mine else None, hover=ctl.hover if mine else None,
                playable=playable if mine else None,
                hidden=in_air | ({dragging} if mine and dragging is not None else set()),
                shake=ctl.shake if mine else None, still=still)
            name, tiles = self.label_texts(seat, names)
            thinking = ""
            if v.turn == seat and seat != s.human and s.pending is not None:
                thinking = _("thinking") + "." * (1 if still else 1 + int(s.time * 3) % 3)
            self.labels[seat].draw(surf, name, tiles, v.turn == seat, thinking,
                                   _("PASS") if seat in v.passes else "")
        g = s.game
        title = _("{rules}: to {target}").format(rules=ruleset_title(g.rules.title),
                                                 target=g.target)
        stroke = None
        if app.settings.score_style == "tally":
            stroke = 5 if g.rules.points_divisor == 1 else 1
        self.scores.draw(surf, title, self.score_rows(names), stroke)
        self.status.draw(surf, self.status_lines(names))
        total = v.layout.total if v.layout is not None and v.layout.placed else 0
        self.total.draw(surf, _("Total"), total, g.rules.points(total) > 0)
        for b in s.all_buttons():
            b.enabled = s.button_enabled(b)
            b.draw(surf, vp, app.fonts)
        ov = self.overlays
        ov.draw_lead_tiles(surf, v.lead_tiles, s.map)
        if not still:
            ov.draw_shuffle(surf, v.shuffle, s.map.anchor("layout").center)
        ov.draw_flights(surf, v.flights, self.hands, self.board, self.boneyard.centre, still)
        if dragging is not None:
            self._draw_drag(surf, dragging)
        ov.draw_glows(surf, v, self.board, still)
        at_sum, at_call = self.payoff_points(v)
        ov.draw_tally(surf, v.tally, v.tally_done, at_sum)
        ov.draw_callouts(surf, v.callouts, lambda c: at_call, still, lift=0)
        if v.banner:
            word = _("Domino!") if v.banner == "domino" else _("Blocked")
            ov.draw_banner(surf, word, (self.board.camera.rect.centerx,
                                        self.board.camera.rect.top + vp.length(40)),
                           v.banner_t, still, big=v.banner == "domino")

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

