"""New game: ruleset, players, each bot's level, target; Start goes to the table."""

from __future__ import annotations

from engine.rules import get_ruleset

from ... import storage
from ...actions import Action
from ...config import BOT_LEVELS, GameConfig
from ...i18n import N_, NP_, _, ngettext, pgettext
from ...settings import check_new_game
from ...texts import level_name, ruleset_title, seat_name
from ...ui import THEME, draw_panel
from ...widgets import ButtonRow, ChoiceRow, MenuScreen, RowList, draw_paragraphs
from ...widgets.confirm import ConfirmScene
from .new_game_preview import SEAT_ORDER, draw_table_preview

__all__ = ["NewGameScene", "seat_names", "target_choices", "target_words", "target_hands",
           "TARGET_HANDS"]

RULESET_NAMES = {"american": N_("American Sniff"), "sniff61": N_("Sniff 61")}


def seat_names(ruleset: str, players: int) -> dict[int, str]:
    """What each bot seat is called on this screen (seat 0, the player, is at the bottom):
    the table's own compass names (not "Left opponent / Partner (across)" here,
    West / North / East in the preview and at the table), the role said where it
    matters. English message ids (context "seat"), translated where shown."""
    if players == 2:
        return {1: NP_("seat", "North (opponent)")}
    if players == 3:
        return {1: NP_("seat", "West"), 2: NP_("seat", "East")}
    if get_ruleset(ruleset).teams(players):
        return {1: NP_("seat", "West (opponent)"), 2: NP_("seat", "North (partner)"),
                3: NP_("seat", "East (opponent)")}
    return {1: NP_("seat", "West"), 2: NP_("seat", "North"), 3: NP_("seat", "East")}


#: Hands a game to each target offered lasts, ``(fewer, more)``: the 10th and 90th
#: percentiles (eight games in ten fall in the range) of 200 bot games per ruleset,
#: player count and table (the player's seat Easy or Medium, the bots Easy or Medium:
#: ``python tools/target_lengths.py --games 200``; a game won mid-hand counts that
#: hand). The target row says it (a player found "target 100 is over in about 3
#: hands", then one found 6 hands in a game "to 100 in about 4 hands", and one a quick
#: game over in 2 hands under "About 3\u20135 hands": a range most games fall in).
TARGET_HANDS = {
    ("american", 2): {100: (2, 5), 150: (3, 8), 200: (5, 10), 250: (6, 12), 300: (8, 14),
                      400: (11, 19), 500: (14, 23)},
    ("american", 3): {100: (3, 8), 150: (5, 11), 200: (7, 15), 250: (9, 20),
                      300: (11, 23), 400: (16, 31), 500: (21, 39)},
    ("american", 4): {100: (2, 8), 150: (4, 12), 200: (5, 16), 250: (7, 20),
                      300: (9, 24), 400: (13, 32), 500: (17, 41)},
    ("sniff61", 2): {31: (3, 6), 41: (4, 7), 51: (6, 9), 61: (7, 10), 81: (9, 14),
                     101: (12, 17), 121: (14, 20)},
    ("sniff61", 3): {31: (4, 7), 41: (5, 9), 51: (7, 11), 61: (8, 13), 81: (11, 17),
                     101: (15, 21), 121: (18, 25)},
    ("sniff61", 4): {31: (3, 6), 41: (5, 8), 51: (6, 10), 61: (8, 12), 81: (11, 17),
                     101: (15, 20), 121: (18, 25)},
}


def target_words(ruleset: str, players: int, target: int) -> str:
    """The target row's value, one honest word for each target offered: the lowest
    "quick", the others below the rule book's "short", the rule book's "standard",
    above it "long", the highest "very long" ("100 · quick", "200 · short", "250 ·
    standard", "500 · very long"; translated)."""
    default = get_ruleset(ruleset).target(players)
    choices = target_choices(ruleset, players)
    if target == default:
        kind = _("standard")
    elif target <= choices[0]:
        kind = _("quick")
    elif target < default:
        kind = _("short")
    elif target >= choices[-1]:
        kind = _("very long")
    else:
        kind = _("long")
    # TRANSLATORS: the target row of New game: "100 · quick"
    return _("{n} · {kind}").format(n=target, kind=kind)


def target_hands(ruleset: str, players: int, target: int) -> str:
    """"A game to 100 lasts about 2–5 hands." (measured: :data:`TARGET_HANDS`), or ""."""
    hands = TARGET_HANDS.get((ruleset, players), {}).get(target)
    if hands is None:
        return ""
    lo, hi = hands
    if lo == hi:
        return ngettext("A game to {target} lasts about {h} hand.",
                        "A game to {target} lasts about {h} hands.", hi).format(
            target=target, h=hi)
    # TRANSLATORS: New game's setup: most games to {target} last {lo} to {hi} hands
    return _("A game to {target} lasts about {lo}\u2013{hi} hands.").format(
        target=target, lo=lo, hi=hi)


def about_hands(ruleset: str, players: int, target: int) -> str:
    """"About 2–5 hands" (the welcome screen's line under a quick game), or ""."""
    hands = TARGET_HANDS.get((ruleset, players), {}).get(target)
    if hands is None:
        return ""
    lo, hi = hands
    if lo == hi:
        return ngettext("About {h} hand", "About {h} hands", hi).format(h=hi)
    # TRANSLATORS: the welcome screen's quick game: most last {lo} to {hi} hands
    return _("About {lo}\u2013{hi} hands").format(lo=lo, hi=hi)


def target_choices(ruleset: str, players: int) -> list[int]:
    """Sensible targets to cycle through, the rule book's included."""
    default = get_ruleset(ruleset).target(players)
    if get_ruleset(ruleset).points_divisor > 1:  # Sniff 61 counts small points
        base = [31, 41, 51, 61, 81, 101, 121]
    else:
        base = [100, 150, 200, 250, 300, 400, 500]
    return sorted(set(base) | {default})




class NewGameScene(MenuScreen):
    """Rows: ruleset, players, one level per bot seat, target, Start.

    The focus opens on Start, the form's button (it opened on a settings row, and
    the screen read as waiting for a change before it would start): Enter (pad A)
    starts the game from any row; Up goes to the settings above it; LEFT/RIGHT
    (or a click on the arrows or the value) change a row, UP/DOWN move between rows.
    Enter never changes a row. The setup is kept in the settings for next time. The
    preview beside the rows is the real table, with each seat's name and level.
    """

    name = "new_game"
    title = N_("New game")
    hints = N_("Up/Down choose   Left/Right change   Enter start   Esc back")
    pad_hints = N_("D-pad: up/down choose, left/right change   A start   B back")

    def __init__(self, app):
        super().__init__(app)
        ng, _ok = check_new_game(app.settings.new_game)
        self.ruleset = ng["ruleset"]
        self.players = ng["players"]
        if app.options is not None and getattr(app.options, "ruleset", None):
            self.ruleset = app.options.ruleset
        if app.options is not None and getattr(app.options, "players", None):
            self.players = app.options.players
        self.levels = list(ng["levels"])  # seats 1..3
        self.target = ng["target"]  # None = the rule book's
        if self.target is not None and self.target not in self._targets():
            self.target = None
        #: The target last chosen in each ruleset (None: the rule book's): switching the
        #: rules away and back keeps the player's choice.
        self.kept: dict[str, int | None] = dict(ng.get("targets", {}))
        self.started = False
        self.rows = None
        self.build()
        self.rows.focus(len(self.rows.rows) - 1)  # Start

    # -- the model ------------------------------------------------------------
    def _targets(self) -> list[int]:
        return target_choices(self.ruleset, self.players)

    @property
    def default_target(self) -> int:
        return get_ruleset(self.ruleset).target(self.players)

    def effective_target(self) -> int:
        return self.target if self.target is not None else self.default_target

    def _set_target(self, v: int) -> None:
        self.target = None if v == self.default_target else v

    def _set_ruleset(self, v: str) -> None:
        self.kept[self.ruleset] = self.target
        self.ruleset = v
        # this ruleset's own last choice, else the target as it is if this ruleset
        # offers it, else the rule book's
        self.target = self.kept.get(v, self.target)
        self._fix_target()
        self.build(keep_focus=True)

    def _set_players(self, v: int) -> None:
        self.players = v
        self._fix_target()
        self.build(keep_focus=True)

    def _fix_target(self) -> None:
        if self.target is not None and self.target not in self._targets():
            self.target = None

    def config(self) -> GameConfig:
        levels = ["medium"] + list(self.levels)
        return GameConfig(ruleset=self.ruleset, players=self.players, levels=levels[:4],
                          target=self.target, seed=getattr(self.app.options, "seed", None))

    def remember(self) -> None:
        ng = {"ruleset": self.ruleset, "players": self.players,
              "levels": list(self.levels), "target": self.target}
        others = {r: t for r, t in self.kept.items() if r != self.ruleset and t is not None}
        if others:  # the other ruleset's chosen target, for when the rules switch back
            ng["targets"] = others
        self.app.settings.new_game = ng
        storage.save_settings(self.app.settings)

    # -- rows -------------------------------------------------------------------
    def build(self, keep_focus: bool = False) -> None:
        old = self.rows.index if (keep_focus and self.rows is not None) else None
        rows = [
            ChoiceRow(N_("Rules"), list(RULESET_NAMES), lambda: self.ruleset,
                      self._set_ruleset, ruleset_title, wrap=False),
            ChoiceRow(N_("Players"), [2, 3, 4], lambda: self.players, self._set_players,
                      self._players_text, wrap=False),
        ]
        for seat, label in seat_names(self.ruleset, self.players).items():
            row = ChoiceRow(label, list(BOT_LEVELS), self._level_getter(seat),
                            self._level_setter(seat), level_name, wrap=False)
            row.context = "seat"
            rows.append(row)
        # every stepper on this form stops at its ends, as a slider does, its arrow there
        # drawn off (a target 500 -> 100 wrapped round while the rules wrapped too: one
        # form, one behaviour)
        rows.append(ChoiceRow(N_("Target"), self._targets(), self.effective_target,
                              self._set_target, self._target_text, wrap=False))
        rows.append(ButtonRow(N_("Start"), self.start, primary=True))
        # (the focus stops at Start and at Rules: Down from Start wrapped round to the
        # rules and Left/Right then switched the game to Sniff 61 unseen)
        big = self._big()
        self.rows = RowList(rows, self.ROWS_BIG if big else self.ROWS, row_h=58, gap=10,
                            label_frac=0.36 if big else 0.45,
                            on_change=lambda _row: self.app.audio.play("click"), wrap=False)
        self.built_big = big
        if old is not None:
            self.rows.focus(min(old, len(rows) - 1))

    def _players_text(self, n: int) -> str:
        if get_ruleset(self.ruleset).teams(n):
            return _("4 (2 teams)")
        return str(n)

    def _target_text(self, v: int) -> str:
        return target_words(self.ruleset, self.players, v)

    def _level_getter(self, seat: int):
        return lambda: self.levels[seat - 1]

    def _level_setter(self, seat: int):
        def set_level(v: str) -> None:
            self.levels[seat - 1] = v
        return set_level

    # -- actions ----------------------------------------------------------------
    def start(self) -> None:
        """Start the game set up here; a saved game it would replace is asked about first
        (the pause menu promised "Continue picks it up")."""
        if self.started:
            return
        saves = getattr(self.app, "saves", None)
        if saves is not None and saves.has_save():
            self.app.push(ConfirmScene(
                self.app, N_("Start a new game? The saved game you can continue is replaced."),
                self._start, yes=N_("New game")))
            return
        self._start()

    def _start(self) -> None:
        if self.started:
            return
        self.started = True
        self.remember()
        cfg = self.config()
        self.app.reset(self.app.scene("table", cfg))

    def on_back(self) -> None:
        self.remember()
        super().on_back()

    def handle_input(self, inp) -> None:
        if inp.action == Action.CONFIRM:
            self.app.audio.play("click")
            self.start()  # Enter / A starts from any row; it never changes one
            return
        if inp.action != Action.PAUSE:
            self.rows.handle(inp, self.app.vp)

    # -- drawing ------------------------------------------------------------------
    def summary(self) -> list[str]:
        """The setup in a few sentences (translated)."""
        rs = get_ruleset(self.ruleset)
        compass = SEAT_ORDER[self.players]
        lv = [level_name(x).lower() for x in self.levels]
        lines = [ngettext("{rules}, {n} player.", "{rules}, {n} players.", self.players).format(
            rules=ruleset_title(self.ruleset), n=self.players)]
        if rs.teams(self.players):
            lines.append(_("You and {partner} (your partner, {plevel}) play as a team "
                           "against {left} ({llevel}) and {right} ({rlevel}).").format(
                partner=seat_name(compass[2]), plevel=lv[1], left=seat_name(compass[1]),
                llevel=lv[0], right=seat_name(compass[3]), rlevel=lv[2]))
        else:
            if self.players == 2:
                lines.append(_("You play against {name} ({level}).").format(
                    name=seat_name(compass[1]), level=lv[0]))
            else:
                sep = pgettext("list separator", ", ")
                bots = sep.join(_("{seat} {level}").format(seat=seat_name(compass[s]),
                                                           level=lv[s - 1])
                                for s in range(1, self.players))
                lines.append(_("Everyone scores alone. Bots: {bots}.").format(bots=bots))
        hand = rs.hand_size(self.players)
        lines.append(ngettext("Each player gets {n} tile; first to {target} wins.",
                              "Each player gets {n} tiles; first to {target} wins.",
                              hand).format(n=hand, target=self.effective_target()))
        length = target_hands(self.ruleset, self.players, self.effective_target())
        if length:
            lines.append(length)
        if rs.points_divisor > 1:
            lines.append(_("A play scores its counted total / 5 (10 -> 2 points). The hand's "
                           "winner scores the opponents' pips / 5."))
        else:
            lines.append(_("A play scores its counted total when it is a multiple of 5. "
                           "Pips left in hand are deducted at the end of a hand."))
        return lines

    #: Design rects: the rows, the panel, the table preview inside it, the setup's
    #: summary ...
    ROWS = (56, 124, 560, 520)
    PANEL = (640, 124, 590, 524)
    PREVIEW = (656, 136, 558, 314)
    SUMMARY = (664, 460, 542, 180)
    #: ... and at large text: the rows wider (at 200 % "American Sniff" and
    #: "250 · standard" were squeezed onto two small lines between their arrows), the
    #: preview a little smaller, the summary its room under it.
    ROWS_BIG = (44, 124, 650, 520)
    PANEL_BIG = (706, 124, 524, 524)
    PREVIEW_BIG = (718, 136, 500, 281)
    SUMMARY_BIG = (726, 426, 484, 214)

    def _big(self) -> bool:
        return getattr(self.app.fonts, "text_scale", 1.0) > 1.01

    def draw(self, surf) -> None:
        vp, fonts = self.app.vp, self.app.fonts
        big = self._big()
        if big != getattr(self, "built_big", big):  # the text size changed: the rows'
            self.build(keep_focus=True)  # places too
        self.draw_chrome(surf)
        draw_panel(surf, vp.rect(self.PANEL_BIG if big else self.PANEL), alpha=255)
        rs = get_ruleset(self.ruleset)
        draw_table_preview(surf, vp, fonts, vp.rect(self.PREVIEW_BIG if big else self.PREVIEW),
                           self.players, self.preview_seats(),
                           partners=(2,) if rs.teams(self.players) else (),
                           tiles=rs.hand_size(self.players))
        lines = self.summary()
        if big:  # large text: the setup's words, not the rules' (the Rules screen's)
            lines = lines[1:-1]
        draw_paragraphs(surf, fonts, lines, vp.rect(self.SUMMARY_BIG if big else self.SUMMARY),
                        22, THEME.ink_dark, vp.length(6), min_size=22 / fonts.text_scale)
        self.rows.draw(surf, vp, fonts)

    def preview_seats(self) -> list[tuple[str, str | None]]:
        """``(name, level)`` per seat as the table will name them (translated): "You"
        for the player, compass names for the bots."""
        names = SEAT_ORDER[self.players]
        out = [(seat_name("You"), None)]
        for seat in range(1, self.players):
            out.append((seat_name(names[seat]), level_name(self.levels[seat - 1])))
        return out
