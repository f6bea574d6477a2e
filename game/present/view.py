"""The view model of the table: what the screen shows now.

Everything here is plain data, changed only by the director's beats (and by the
play scene's own input state: selection, hover, refused spot). Renderers read it;
nothing here knows about pygame or the engine's ``Game``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.layout import Layout

from .words import Msg, say

__all__ = ["Flight", "Callout", "Deduction", "Note", "TableView", "LastAction"]


@dataclass
class Flight:
    """A tile in the air. ``kind`` is ``"deal"`` / ``"draw"`` (boneyard -> a hand slot)
    or ``"play"`` (a hand slot -> its place on the board). ``t`` goes 0 -> 1."""
    kind: str
    seat: int
    tile: int
    face: bool
    slot: int  # the hand slot it leaves from (play) or flies to (deal, draw)
    count: int  # how many slots the hand has for this flight
    point: int = -1  # play: the attach point (code & 255)
    t: float = 0.0
    #: play: the tile was dropped there by a drag, already shown lying in its place, so
    #: it lands where it is instead of flying back out of the hand
    dropped: bool = False
    #: play: a bot's tile lifting out of its rack before it flies (its own beat, so the
    #: eye is at the seat when it leaves): 0 -> 1 the lift, 1 lifted (the flight ``t``
    #: then starts from the lifted point); -1: no lift beat (the flight lifts it itself)
    lift: float = -1.0


@dataclass
class Callout:
    """The ONE "+N" of a scoring play, over the counted ends' centre. ``t`` 0 -> 1."""
    text: str
    points: int
    tile: int  # the tile just played: the renderer finds its place on the board
    t: float = 0.0
    #: The ruleset's divisor (Sniff 61 scores total / 5): a callout is sized by the total.
    divisor: int = 1
    #: The score entry the points go to (they fly to its row); None until known.
    entry: int | None = None
    #: The seat that scored (-1: unknown): the player's side's score gets the sparks.
    seat: int = -1


@dataclass
class Deduction:
    """A hand's end: what a seat's remaining tiles cost it: their pips counted up by its
    hand (``shown`` 0 -> ``pips``), then rounded (``counted``: "-amount"), then flying
    to its score (``t`` 0 -> 1)."""
    seat: int
    entry: int  # the score entry it is taken from
    pips: int
    amount: int  # the rounded pips taken off the score
    shown: int = 0
    counted: bool = False
    t: float = 0.0
    #: Sniff 61: the pips fly to the scorer's row (its points), not off this seat's.
    gain: bool = False
    #: The going-out side's own partner's pips: smaller and plain, flying after the
    #: opponents' (their loss lands first; the side's gain is the last beat).
    own: bool = False


@dataclass
class Note:
    """A message shown for a while (a refused move, "Move taken back", "You drew
    [3|5]"). ``text`` is the words, a callable giving them, or a :class:`Msg`, so a note
    on screen follows a change of language: read it through :meth:`words`."""
    text: str | Callable[[], str] | Msg = ""
    tone: str = "ink"  # "ink", "bad", "good"
    left: float = 0.0

    def words(self, names=(), human: int | None = None) -> str:
        """The note in the language shown now (``names``: the seats' names, for a
        :class:`Msg` about a seat)."""
        if isinstance(self.text, Msg):
            return say(self.text, list(names) + [""] * 4, human)
        return self.text() if callable(self.text) else self.text


@dataclass
class LastAction:
    """What a seat did on its last turn: ``drew`` tiles from the boneyard, then played
    ``tile`` (-1: none) for ``points``, or ``passed``; ``done``: the turn is over (the
    seat's next draw starts a new one)."""
    drew: int = 0
    tile: int = -1
    points: int = 0
    passed: bool = False
    done: bool = False


@dataclass
class TableView:
    """What the table shows. ``hands[s]`` lists the tiles shown in seat ``s``'s hand,
    ``face_up[s]`` whether they show their faces, ``flip[s]`` the progress 0 -> 1 of
    turning them over. ``layout`` is the board as landed (an engine ``Layout``);
    ``board`` lists ``(tile, point)`` of every tile on the board or flying to it."""
    players: int
    inline: bool
    shown_seat: int = 0
    hands: list = field(default_factory=list)
    face_up: list = field(default_factory=list)
    flip: list = field(default_factory=list)
    layout: Layout | None = None
    board: list = field(default_factory=list)
    scores: list = field(default_factory=list)  # floats: a score counts up
    boneyard: int = 28
    #: The seat the screen says is to play (None while a beat is pending).
    turn: int | None = None
    #: The seat whose move is on screen now (its tile in the air, its score showing):
    #: its plate stays lit until the next seat's turn (None: none).
    mover: int | None = None
    #: The seat that led this hand (marked on its label while the hand is played).
    leader: int = -1
    status: Msg | None = None  # what is happening ("Shuffling", "North draws")
    last_move: Msg | None = None  # the last play (words on each draw: any language)
    lead_tiles: list = field(default_factory=list)  # (seat, tile) of the draw for the lead
    shuffle: float = -1.0  # 0 -> 1 while the tiles are shuffled; -1 when not
    flights: list = field(default_factory=list)
    #: While the deal runs: the slots each hand is laid out for (the hand's full size),
    #: so a landed tile sits where the next one's flight expects it; 0 otherwise.
    deal_room: int = 0
    callouts: list = field(default_factory=list)
    #: Counted ends lit after a scoring (or final) play: (tile just played, seconds left).
    lit: tuple = (-1, 0.0)
    passes: dict = field(default_factory=dict)  # seat -> seconds left of its "PASS"
    note: Note = field(default_factory=Note)
    #: The tile the player has just dropped on a spot by a drag (its play lands in place).
    drop_tile: int = -1
    banner: str = ""  # "Domino!" / "Blocked" over the board at a hand's end
    banner_t: float = 0.0  # seconds the banner has been shown
    #: The play that won the game mid-hand, under its banner: ``(seat, points)``.
    closing: tuple | None = None
    #: The counted ends lit so far (attach points; None: the sniff counted whole) while a
    #: scoring play adds them up, one by one; None: every counted end (``lit`` decides).
    lit_points: frozenset | None = None
    #: Seconds since each lit point lit up (the glow ring's clock).
    lit_age: dict = field(default_factory=dict)
    #: The values of the counted ends added so far ("5 + 10"), and the sum once complete.
    tally: list = field(default_factory=list)
    tally_done: bool = False
    #: The tile played last (drawn in the "last" state).
    last_tile: int = -1
    #: The seat whose draw waits for a click on the boneyard (Enter / A); None: none.
    awaiting_draw: int | None = None
    #: Tiles just drawn into the hand shown face up, lit for a moment: tile -> seconds left;
    #: 0.0 once the moment is over while still new (see ``drawn_new``).
    fresh: dict = field(default_factory=dict)
    #: Tiles drawn into the hand shown since its last play: marked in it until then.
    drawn_new: set = field(default_factory=set)
    _shown_len: int = -1  # the hand shown's size at the last tick (a play shrinks it)
    #: After a domino: each other hand's pips counting into a "-N" that flies to its score.
    deductions: list = field(default_factory=list)
    #: After a domino's pips have landed: what going out gained, in words
    #: (:class:`~game.present.going_out.GoingOut`; None: nothing to say).
    going_out: object = None
    #: Each seat's last action this hand, shown by its name plate until it acts again:
    #: seat -> :class:`LastAction`.
    last_action: dict = field(default_factory=dict)
    #: Hands dealt on screen so far (the shuffle of each deal counts one): what the table
    #: shows, which may lag the engine's hand number (it deals before the view shows it).
    deals: int = 0

    @classmethod
    def empty(cls, players: int, inline: bool, shown_seat: int, scores) -> TableView:
        v = cls(players, inline, shown_seat)
        v.reset_hand(scores)
        return v

    def reset_hand(self, scores=None) -> None:
        n = self.players
        self.hands = [[] for _s in range(n)]
        self.face_up = [s == self.shown_seat for s in range(n)]
        self.flip = [1.0] * n
        self.layout = Layout(self.inline)
        self.board = []
        if scores is not None:
            self.scores = [float(x) for x in scores]
        self.boneyard = 28
        self.turn = None
        self.mover = None
        self.last_move = None
        self.flights = []
        self.deal_room = 0
        self.callouts = []
        self.lit = (-1, 0.0)
        self.passes = {}
        self.banner = ""
        self.banner_t = 0.0
        self.closing = None
        self.lit_points = None
        self.lit_age = {}
        self.tally = []
        self.tally_done = False
        self.last_tile = -1
        self.awaiting_draw = None
        self.fresh = {}
        self.drawn_new = set()
        self.deductions = []
        self.going_out = None
        self.last_action = {}

    def tile_count(self, seat: int) -> int:
        """The count a seat's label states: a tile leaving the hand still counts until
        it lands on the board; a tile flying in counts once it has landed."""
        return len(self.hands[seat]) + sum(1 for f in self.flights
                                           if f.kind == "play" and f.seat == seat)

    @property
    def boneyard_count(self) -> int:
        """The boneyard's stated count: a drawn tile leaves it as it lifts off the pile
        (the count ticks down one a tile as each leaves, auto-draw's run too); a tile
        dealt counts until it lands in a hand."""
        return self.boneyard + sum(1 for f in self.flights if f.kind == "deal")

    @property
    def moving(self) -> bool:
        """Something on screen moves (a flight, a callout, a count, a flip, a marker)."""
        return bool(self.flights or self.callouts or self.passes or self.lead_tiles
                    or (self.banner and self.banner_t < 3.0)
                    or any(a < 2.0 for a in self.lit_age.values())
                    or self.shuffle >= 0 or 0 < self.lit[1] < math.inf or self.note.left > 0
                    or any(f < 1.0 for f in self.flip) or any(self.fresh.values())
                    or bool(self.deductions))

    def tick(self, dt: float) -> None:
        """Timers that only fade things out (markers, notes, lit ends)."""
        for s in list(self.passes):
            self.passes[s] -= dt
            if self.passes[s] <= 0:
                del self.passes[s]
        self._tick_new()
        for t in list(self.fresh):
            self.fresh[t] = max(0.0, self.fresh[t] - dt)
            if self.fresh[t] <= 0 and t not in self.drawn_new:
                del self.fresh[t]
        if self.note.left > 0:
            self.note.left = max(0.0, self.note.left - dt)
        if self.lit[1] > 0:
            self.lit = (self.lit[0], max(0.0, self.lit[1] - dt))
            if self.lit[1] <= 0:
                self.lit_points, self.tally, self.tally_done = None, [], False
                self.lit_age = {}
        for k in self.lit_age:
            self.lit_age[k] += dt
        if self.banner:
            self.banner_t += dt

    def _tick_new(self) -> None:
        """Tiles drawn into the hand shown stay marked new (``fresh`` at 0.0: a resting
        mark) until the hand shrinks: the player's next play (or a new hand)."""
        seat = self.shown_seat
        hand = self.hands[seat] if 0 <= seat < len(self.hands) else []
        if len(hand) < self._shown_len:
            self.drawn_new = set()
            self.fresh = {t: f for t, f in self.fresh.items() if f > 0}
        self._shown_len = len(hand)
        self.drawn_new = (self.drawn_new | set(self.fresh)) & set(hand)
        for t in self.drawn_new:
            self.fresh.setdefault(t, 0.0)
