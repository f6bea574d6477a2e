"""The tutorial screen: one step of :mod:`game.tutorial` at a time.

The scene holds the step's rules and what the screen shows; it composes:

* :mod:`.tutorial_board` - the table drawn with the play table's renderers
  (:mod:`game.render`: board with badges and spots, hand, boneyard, overlays) and
  its hit-tests;
* :mod:`.tutorial_panels` / :mod:`.tutorial_endings` - the lesson bar, the step's
  text, the counted ends adding up, the scores, the end of a hand and of a game;
* :mod:`.tutorial_beats` - a play or a draw through the table's director
  (:mod:`game.present`: fly, land, one "+N" callout, scores count up), plus the
  tutorial's own beats (the counted ends light one by one and add up);
* :mod:`.tutorial_input` - mouse, keys and pad as intents;
* :mod:`.navigation` - Next, Back, Skip lesson, Try again, leaving;
* :mod:`.pulse` - the gentle pulse on the next thing to press;
* :mod:`.tutorial_autoplay` - ``--tutorial --autoplay``.

The player makes each play (mouse: click a tile then a spot, or drag it;
keyboard/pad: Left/Right pick a tile, Up/Down a spot, Enter plays); a refused
spot gets the engine's reason in plain words; then the counted ends light up one
by one and add up to the total and the points.

Keys: Tab / R1 = Next (once the play is made), Shift+Tab / L1 = Back, Space / X twice =
skip the lesson, H / Y = show the play, U = try the step again, Esc / B = main menu
(after a confirmation). Progress is saved after every step and resumed on reopening.

Redraw protocol: :meth:`TutorialScene.animating` is True while anything moves
(the pulse on the next thing to press included), or a beat is pending; False while
a step waits for the player and nothing pulses.
"""

from __future__ import annotations

from engine.events import GameEnd, HandEnd

from ...i18n import N_
from ...present import Director, TableView, Timing
from ...render.text import TextCache
from ...scene import Scene
from ...texts import seat_name
from ...tutorial import (
    HUMAN,
    LESSONS,
    STEPS,
    Progress,
    StepSession,
    load_examples,
)
from ...ui import THEME, Button
from .autoplay import Autoplay
from .beats import TutorialBeats
from .board import LAYOUT, TutorialTable
from .complete import LessonCard
from .endings import TutorialEndings
from .input import NOT_A_SPOT, TutorialInput
from .legend import WelcomeLegend
from .moves import TutorialMoves
from .navigation import TutorialNavigation
from .panels import INFO, TEXT, Backdrop, TutorialPanels
from .pulse import ATTENTION, Pulse
from .tip import TileTip
from .view import draw_tutorial, next_glows

__all__ = ["TutorialScene", "Autoplay", "NOT_A_SPOT", "LAYOUT", "TEXT", "INFO", "BTN_SKIP",
           "BTN_NEXT", "MENU_BTN"]

MENU_BTN = (40, 36, 150, 44)
BTN_BACK = (862, 566, 104, 48)
BTN_SKIP = (976, 566, 154, 48)
BTN_NEXT = (1140, 566, 100, 48)
#: The "done" explanation stays on screen at least this long before Next moves on
#: (a quick Enter after the play reveals it; it does not skip it unread).
READ = 0.6

SEAT_NAMES = {2: ("You", "North"), 3: ("You", "West", "East"),
              4: ("You", "West", "North", "East")}


class TutorialScene(TutorialNavigation, Scene):
    """The tutorial. ``start`` (a step index) overrides the saved progress;
    ``autoplay`` (default: ``--autoplay``) plays every step by itself."""

    name = "tutorial"

    def __init__(self, app, start: int | None = None, autoplay: bool | None = None,
                 progress: Progress | None = None):
        super().__init__(app)
        if autoplay is None:
            autoplay = bool(getattr(app.options, "autoplay", False))
        self.autoplay = Autoplay(self) if autoplay else None
        #: Autoplay never touches the player's saved progress.
        self.save_progress = not autoplay and progress is None
        if progress is None:
            progress = Progress() if autoplay else Progress.load()
        if progress.finished:  # finished before: a fresh run from the start
            progress.finished = False
            progress.done = set()
            progress.step = None
        self.progress = progress
        self.examples = load_examples()
        self.text = TextCache(app.fonts)
        self.table = TutorialTable(self)
        self.panels = TutorialPanels(self)
        self.endings = TutorialEndings(self, self.table.art)
        self.legend_page = WelcomeLegend(self, self.table.art)
        self.backdrop = Backdrop()
        self.beats = TutorialBeats(self)
        self.input = TutorialInput(self)
        self.moves = TutorialMoves(self)
        self.tile_tip = TileTip(self)
        self.btn_menu = Button(N_("Menu (Esc)"), MENU_BTN, self.ask_leave)
        self.btn_back = Button(N_("Back"), BTN_BACK, self.go_back)
        self.btn_skip = Button(N_("Skip lesson"), BTN_SKIP, self.skip_lesson)
        self.btn_next = Button(N_("Next"), BTN_NEXT, self.go_next)
        self.buttons = [self.btn_menu, self.btn_back, self.btn_skip, self.btn_next]
        self.time = 0.0
        #: The gentle pulse on the next thing to press (:mod:`.pulse`).
        self.breath = Pulse()
        #: The "Lesson complete" card, over the next lesson's first step.
        self.card: LessonCard | None = None
        self.index = start if start is not None else progress.start_index
        self.load(self.index)

    # -- the step --------------------------------------------------------------------------
    @property
    def step(self):
        return STEPS[self.index][2]

    @property
    def lesson(self):
        return LESSONS[STEPS[self.index][0]]

    @property
    def still(self) -> bool:
        """Reduced motion: tiles appear in place, nothing pulses or swoops."""
        return bool(self.app.settings.reduced_motion)

    def seat_names(self, players: int) -> list[str]:
        return [seat_name(n) for n in SEAT_NAMES[players]]

    @property
    def scale(self) -> float:
        s = self.app.settings.time_scale
        return min(s, 0.3) if self.autoplay is not None else s

    def dur(self, seconds: float) -> float:
        return seconds * self.scale

    def load(self, index: int, fresh: bool = False) -> None:
        """Show step ``index``: from its start, or finished if it was done before."""
        self.index = index
        self.card = None
        step = self.step  # (the sniff's side or end the player took earlier, kept)
        shown = step.id in self.progress.done and not fresh and step.kind != "info"
        self.session = StepSession(step, self.examples, self.progress.mirror(index, shown))
        self.view = TableView.empty(max(1, self.session.players), False, HUMAN,
                                    self.session.scores or ())
        self.director = Director(self.view, Timing(self.scale, self.still),
                                 sound=self.app.audio.play,
                                 score_sound=self.app.audio.score,
                                 on_hand_end=self._on_hand_end,
                                 on_game_end=self._on_game_end)
        self.sel: int | None = None
        #: Why the picked tile is not the one to play: ``(tile, text)``, shown by it.
        self.tip: tuple | None = None
        self.focus_bone = False
        self.spot_idx = 0
        self.hover: int | None = None
        self.drag: dict | None = None
        self.message = ("", THEME.ink_dark)
        self.show_want = False
        self.drawing: int | None = None
        self.count: dict | None = None
        self.hand_end: HandEnd | None = None
        self.game_end: GameEnd | None = None
        #: When (scene time) the step's "done" explanation went up; None before.
        self.explained_at: float | None = None
        #: Seats that passed during this step; a note on the table for a moment.
        self.markers: set[int] = set()
        self.pass_note: tuple = ("", 0.0)
        self.bad_spot: tuple = (-1, 0.0)
        self.shake: dict[int, float] = {}
        results = []
        if shown:
            results = self.session.results + self.session.complete()
            for res in results:
                self.markers.update(res.passes)
        self._sync_shown()
        if results:
            self._finish_shown(results[-1])
        self.table.place()
        self.progress.step = step.id
        self._save()
        self.attend()  # the step's new thing to press (its spot, or Next) pulses

    def _finish_shown(self, res) -> None:
        self.explained_at = -READ  # a step shown finished: its explanation is up already
        self.count = {"result": res, "ends": self.table.in_board_order(res.counted),
                      "lit": len(res.counted), "done": True}
        self.hand_end = res.hand_end
        self.game_end = res.game_end

    def _on_hand_end(self, ev) -> None:
        self.hand_end = ev  # the hand's summary, in the tutorial's own panel
        self.director.release()

    def _on_game_end(self, ev) -> None:
        self.game_end = ev
        self.director.release()

    def _sync_shown(self) -> None:
        """The view model shows the session's position as it is now (no beats)."""
        s = self.session
        v = self.view
        lay = s.layout
        v.layout = lay.copy() if lay is not None else None
        v.board = list(lay.placed) if lay is not None else []
        v.hands = [list(s.hand)] + [sorted(s.game.hand_tiles(seat)) if s.game else []
                                    for seat in range(1, v.players)]
        v.boneyard = s.boneyard or 0
        if s.scores is not None:
            v.scores = [float(x) for x in s.scores]
        self.table.sync(snap=True)

    # -- what the table shows: the view model, changed by the director's beats -----------
    @property
    def shown_layout(self):
        return self.view.layout

    @property
    def shown_hand(self) -> list[int]:
        return self.view.hands[HUMAN]

    @property
    def shown_bone(self) -> int | None:
        """Tiles in the boneyard as shown (None when the step has none)."""
        return None if self.session.game is None else self.view.boneyard_count

    @property
    def shown_scores(self):
        return [round(x) for x in self.view.scores] if self.session.game else None

    @property
    def shown_sizes(self) -> list[int]:
        return [self.view.tile_count(s) for s in range(self.view.players)]

    @property
    def busy(self) -> bool:
        """A beat is running or pending (the board waits)."""
        return self.director.busy

    @property
    def done(self) -> bool:
        """The step's play is made and shown (or the step is text only)."""
        return self.session.finished and not self.busy

    @property
    def can_next(self) -> bool:
        """Next is live: the play is made (its beats may still run; Next ends them)."""
        return self.session.finished

    @property
    def explained(self) -> bool:
        """The step's "done" explanation is on screen (the card says what was learnt)."""
        return self.explained_at is not None

    def explain(self) -> None:
        """The play's last beat landed: the card shows the step's explanation now."""
        if self.explained_at is None and self.session.finished:
            self.explained_at = self.time
            self.attend()
            self.table.grow()  # the hand's row empty: the figure grows into it

    @property
    def reading(self) -> bool:
        """The explanation went up less than :data:`READ` ago: Next waits for it."""
        if self.step.kind == "info" or self.autoplay is not None:
            return False
        return self.explained_at is None or self.time - self.explained_at < READ

    @property
    def can_play(self) -> bool:
        """A move is wanted and the board is still, or only adds up the ends of a play
        that does not end the step (playing on finishes the sum at once)."""
        return (self.session.wanted is not None and self.drawing is None
                and (not self.busy or (not self.session.finished
                                       and self.beats.only_counting())))

    def _save(self) -> None:
        if not self.save_progress:
            return
        msg = self.progress.save()
        if msg:
            self.app.toast(msg)

    def mark_done(self) -> None:
        self.progress.done.add(self.step.id)
        self._save()

    # -- the board, for input and tests ----------------------------------------------------
    @property
    def camera(self):
        return self.table.camera

    @property
    def geom(self):
        return self.table.geom

    def hand_rects(self):
        return self.table.hand_rects()

    def point_pos(self, pc: int, dist: float = 0.62):
        return self.table.point_pos(pc, dist)

    def bone_rect(self):
        return self.table.bone_rect()

    def spots(self) -> list[int]:
        """Where the keyboard's focus moves: the chosen tile's legal spots, left to right."""
        return self.table.spots(self.legal_spots(self.sel))

    def legal_spots(self, tile: int | None) -> list[int]:
        if tile is None or not self.can_play:
            return []
        out = []
        for pc in self.session.points():
            try:
                self.session.check(tile, pc)
            except ValueError:
                continue
            out.append(pc)
        return out

    # -- the board's beats --------------------------------------------------------------
    def finish_beats(self) -> None:
        """Show every running beat's end at once."""
        self.director.skip()
        self.table.sync()
        self.camera.snap()

    # -- scene protocol ----------------------------------------------------------------------
    def resize(self) -> None:
        self.table.place()
        self.table.resize()
        self.table.sync(snap=True)
        self.legend_page.resize()
        self.text.clear()

    def focus_lost(self) -> None:
        """The window lost focus or was minimized: pause (not in the scripted autoplay)."""
        if self.app.top is self and self.autoplay is None:
            self.open_pause()

    def handle(self, inp) -> None:
        self.breath.touched()
        self.input.handle(inp)

    def update(self, dt: float) -> None:
        moving = self.animating()
        self._update(dt)
        if moving and not self.animating():
            # the last beat just landed (a drawn tile selected, its message said): the
            # app draws only while a scene animates, so ask for this last picture
            self.app.invalidate()

    def _update(self, dt: float) -> None:
        self.time += dt
        if self.card is not None:
            self.card.update(dt)
        self.director.timing = Timing(self.scale, self.still)
        self.director.update(dt)
        self.beats.watch()
        self.table.update(dt)
        if self.pass_note[1] > 0:
            self.pass_note = (self.pass_note[0], self.pass_note[1] - dt)
        for t in list(self.shake):
            self.shake[t] -= dt
            if self.shake[t] <= 0:
                del self.shake[t]
        if self.bad_spot[1] > 0:
            self.bad_spot = (self.bad_spot[0], self.bad_spot[1] - dt)
        if not self.busy and self.session.bot_to_move:
            self.beats.play(self.session.bot_play())
        if self.autoplay is not None:
            self.autoplay.tick()
        self.breath.update(self.time, self.waiting)

    def animating(self) -> bool:
        """True while anything moves or a beat is pending; False while the step waits."""
        return bool(self.director.animating or self.camera.moving
                    or self.drawing is not None or self.shake or self.bad_spot[1] > 0
                    or self.pass_note[1] > 0
                    or (not self.still and self.pulsing)
                    or self.session.bot_to_move or self.autoplay is not None
                    or (self.card is not None and self.card.animating))

    def attend(self, seconds: float = ATTENTION) -> None:
        """Something new to look at: its highlight pulses for ``seconds``."""
        self.breath.attend(self.time, seconds)

    @property
    def pulsing(self) -> bool:
        """The next thing to press pulses now (there is one, and its pulse runs)."""
        return self.breath.on(self.time) and self.waiting

    @property
    def waiting(self) -> bool:
        """The step waits for a press that something on the screen points at: the
        step's spot (its ring) or Next (its glow)."""
        if self.card is not None:
            return False
        return self.table.target() is not None or next_glows(self)

    def pulse(self, speed: float) -> float:
        """0..1, breathing while the next thing to press pulses; 0.5 (at rest) else."""
        if self.still:
            return 0.5
        return self.breath.value(self.time, speed)

    def draw(self, surf) -> None:
        draw_tutorial(self, surf)

    # -- plays and draws (see :mod:`.tutorial_moves`) ------------------------------------------
    def select(self, tile) -> None:
        self.moves.select(tile)

    def hint(self) -> None:
        self.moves.hint()

    def say(self, text: str, color) -> None:
        self.message = (text, color)

    def try_play(self, tile: int, pc: int) -> bool:
        return self.moves.try_play(tile, pc)

    def draw_tile(self) -> None:
        self.moves.draw_tile()

    # -- what the screen says ------------------------------------------------------------------
    def legend(self) -> str:
        """The controls line (see :meth:`TutorialPanels.legend`)."""
        return self.panels.legend()

    def key_name(self, action: str) -> str:
        return self.panels.key_name(action)

    def shown_state(self) -> dict:
        """What the table shows now, in the shape of ``python -m engine replay`` (tests)."""
        return self.table.shown_state()
