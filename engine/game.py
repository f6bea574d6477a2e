"""Hand and match flow for 2-4 players in either ruleset.

:class:`Game` is the one mutable state. Its phases:

* ``"deal"`` -- waiting for :meth:`Game.deal` (a new game, or after a hand ended);
* ``"play"`` -- ``turn`` must play one of :attr:`Game.legal_moves`;
* ``"over"`` -- the game is won: :attr:`Game.outcome` says how.

Draws and passes are forced, so they are not moves: after every play the
engine lets the next players draw (from the front of the boneyard) or pass
until somebody can play, the hand ends, or the game is won. Every step
returns the events it produced, and :meth:`Game.undo` takes the last step
back cheaply.
"""

from __future__ import annotations

import random

from .errors import IllegalMoveError, shown
from .events import Deal, Draw, GameEnd, HandEnd, LeadDraw, Outcome, Pass, Play
from .layout import Layout
from .moves import Move
from .record_doc import game_to_record
from .rules import Ruleset, check_start_scores, get_ruleset, round5
from .tiles import (
    ALL_TILES_MASK,
    N_TILES,
    NAME,
    PIPS,
    WITH_ANY,
    mask_pips,
    mask_tiles,
)

__all__ = ["Game", "LegalMoves", "lead_draw"]

DEAL, PLAY, OVER = "deal", "play", "over"


def lead_draw(rng: random.Random, players: int) -> LeadDraw:
    """The neutral draw for the lead (RULES.md 1.2): every seat turns up a tile,
    the highest pip total leads, tied seats draw again from what is left."""
    pool = list(range(N_TILES))
    rng.shuffle(pool)
    contenders = list(range(players))
    rounds = []
    while True:
        if len(pool) < len(contenders):
            pool = list(range(N_TILES))
            rng.shuffle(pool)
        drawn = [(s, pool.pop()) for s in contenders]
        rounds.append(tuple(drawn))
        best = max(PIPS[t] for _, t in drawn)
        contenders = [s for s, t in drawn if PIPS[t] == best]
        if len(contenders) == 1:
            return LeadDraw(tuple(rounds), contenders[0])


class LegalMoves:
    """The legal moves of a position: iterate it, ``len()`` it, test ``move in``.

    ``in`` accepts a :class:`Move` or its notation (bad notation is simply not in it).
    """

    __slots__ = ("_codes",)

    def __init__(self, codes):
        self._codes = codes

    def __iter__(self):
        return (Move.from_code(c) for c in self._codes)

    def __len__(self):
        return len(self._codes)

    def __bool__(self):
        return bool(self._codes)

    def __contains__(self, move):
        if isinstance(move, str):
            try:
                move = Move.parse(move)
            except ValueError:
                return False
        return isinstance(move, Move) and move.code in self._codes

    def __repr__(self):
        return f"<LegalMoves {', '.join(sorted(str(m) for m in self))}>"


class Game:
    """A match of Sniff: hands dealt, played and settled until a side reaches the target.

    ``Game(ruleset, players, target=None, scores=None, seed=None)``; then
    :meth:`deal`, and :meth:`play` moves until :attr:`phase` is ``"over"``.

    Raises ``ValueError`` for a bad ruleset, player count or target, and
    :class:`~engine.errors.PositionError` (a ``ValueError``) for start scores no
    legal game reaches (see :func:`engine.rules.check_start_scores`).
    """

    def __init__(self, ruleset: Ruleset | str = "american", players: int = 2,
                 target: int | None = None, scores=None, seed: int | None = None,
                 log: bool = True):
        self.rules = rules = get_ruleset(ruleset)
        if type(players) is not int or not 2 <= players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {shown(players)}")
        self.players = players
        self.teams = rules.teams(players)
        n_scores = rules.n_scores(players)
        if target is None:
            target = rules.target(players)
        if type(target) is not int or target <= 0:
            raise ValueError(f"target must be a positive whole number, not {shown(target)}")
        self.target = target
        if scores is None:
            scores = [0] * n_scores
        scores = list(scores)
        if len(scores) != n_scores or any(type(s) is not int for s in scores):
            raise ValueError(f"scores must be {n_scores} whole numbers, not {shown(scores)}")
        check_start_scores(rules, target, scores)
        self.start_scores = tuple(scores)
        self.scores = scores
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        self.seed = seed
        self.phase = DEAL
        self.winner: int | None = None
        self.hand_no = -1
        #: ("domino", seat) or ("blocked", None/seat) of the last finished hand.
        self.last_end: tuple | None = None
        self.leader = -1
        self.turn = -1
        self.layout = Layout(rules.inline_sniff)
        self.hands: list[int] = [0] * players
        self.boneyard: list[int] = []
        self.bone_ptr = 0
        #: Move codes played in the current hand.
        self.moves: list[int] = []
        #: Per seat, a 7-bit mask of pips the seat is publicly known not to hold.
        self.void: list[int] = [0] * players
        #: The tile the player to move has just drawn (it must be played), or -1.
        self.drawn = -1
        #: One dict per dealt hand, for :meth:`to_record`: leader, hands, boneyard, moves.
        self.deals: list[dict] = []
        #: Every event so far (hidden information included), when ``log`` is on.
        self.log: list | None = [] if log else None
        self._stack: list = []

    # -- information --------------------------------------------------------
    def seat_entry(self, seat: int) -> int:
        """The score entry of a seat: its team in partnership play, else itself."""
        return seat & 1 if self.teams else seat

    @property
    def legal_moves(self) -> LegalMoves:
        return LegalMoves(self.legal_codes())

    def legal_codes(self) -> list[int]:
        """The legal moves as int codes (the fast path for search)."""
        if self.phase != PLAY:
            return []
        return self.layout.legal_codes(self.hands[self.turn])

    def hand_tiles(self, seat: int) -> list[int]:
        return mask_tiles(self.hands[seat])

    @property
    def boneyard_size(self) -> int:
        return len(self.boneyard) - self.bone_ptr

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def outcome(self) -> Outcome | None:
        """``None`` while the game goes on."""
        if self.phase != OVER:
            return None
        return Outcome(self.winner, tuple(self.scores), self.teams)

    # -- undo ---------------------------------------------------------------
    def _save(self) -> None:
        self._stack.append((
            self.layout, self.layout.snapshot(), list(self.hands), self.boneyard, self.bone_ptr,
            self.turn, self.leader, self.moves, len(self.moves), list(self.void), self.drawn,
            list(self.scores), self.phase, self.winner, self.hand_no, self.last_end,
            len(self.deals), len(self.log) if self.log is not None else 0,
        ))

    def undo(self) -> None:
        """Take back the last step (a play with what it forced, or a deal).

        Raises ``IndexError`` when there is nothing to undo.
        """
        (self.layout, lsnap, self.hands, self.boneyard, self.bone_ptr, self.turn,
         self.leader, self.moves, n_moves, self.void, self.drawn, self.scores, self.phase,
         self.winner, self.hand_no, self.last_end, n_deals, n_log) = self._stack.pop()
        self.layout.restore(lsnap)
        del self.moves[n_moves:]
        del self.deals[n_deals:]
        if self.log is not None:
            del self.log[n_log:]

    pop = undo

    @property
    def can_undo(self) -> bool:
        return bool(self._stack)

    # -- the deal -----------------------------------------------------------
    def required_leader(self) -> int | None:
        """Who must lead the next hand by the rules, or ``None`` when a draw decides."""
        if self.hand_no < 0 or self.last_end is None:
            return None
        if self.rules.next_leader == "rotate":
            return (self.leader + 1) % self.players
        how, seat = self.last_end
        return seat if how == "domino" else None

    def deal(self, hands=None, boneyard=None, leader: int | None = None,
             seed: int | None = None) -> list:
        """Start the next hand; return its events (``LeadDraw`` if a draw decided, ``Deal``).

        With no arguments the set is shuffled with ``random.Random`` seeded from
        the game's seed and the hand number (or ``seed`` if given). ``hands``
        (one list of tiles per seat) and ``boneyard`` (its order is the drawing
        order) give the deal explicitly. ``leader`` may be given where the rules
        call for a draw; where they decide it, it must agree.

        Raises :class:`IllegalMoveError` if no hand may start now, the tiles are
        not exactly the 28 of the set with the right hand sizes, or the leader
        contradicts the rules.
        """
        if self.phase != DEAL:
            raise IllegalMoveError("the game is over" if self.phase == OVER
                                   else "a hand is in progress")
        n = self.players
        k = self.rules.hand_size(n)
        required = self.required_leader()
        if leader is not None:
            if type(leader) is not int or not 0 <= leader < n:
                raise IllegalMoveError(f"leader must be a seat from 0 to {n - 1}, not {shown(leader)}")
            if required is not None and leader != required:
                raise IllegalMoveError(f"leader {leader} contradicts the rules: seat "
                                       f"{required} {self._why_leader()}")
        if seed is None:
            seed = (self.seed * 1000003 + self.hand_no + 1) & ((1 << 63) - 1)
        rng = random.Random(seed)
        events = []
        if leader is None:
            if required is None:
                ld = lead_draw(rng, n)
                events.append(ld)
                leader = ld.leader
            else:
                leader = required
        if hands is None:
            if boneyard is not None:
                raise IllegalMoveError("a boneyard needs the hands too")
            tiles = list(range(N_TILES))
            rng.shuffle(tiles)
            hand_lists = [tiles[s:n * k:n] for s in range(n)]
            bone = tiles[n * k:]
        else:
            hand_lists, bone = self._check_deal(hands, boneyard, n, k)
        self._save()
        self.hand_no += 1
        self.leader = leader
        self.turn = leader
        self.layout = Layout(self.rules.inline_sniff)
        self.hands = [sum(1 << t for t in h) for h in hand_lists]
        self.boneyard = list(bone)
        self.bone_ptr = 0
        self.moves = []
        self.void = [0] * n
        self.drawn = -1
        self.phase = PLAY
        self.deals.append({"leader": leader, "hands": [list(h) for h in hand_lists],
                           "boneyard": list(bone), "moves": self.moves})
        events.append(Deal(self.hand_no, leader, tuple(tuple(h) for h in hand_lists),
                           len(bone)))
        if self.log is not None:
            self.log.extend(events)
        return events

    def _why_leader(self) -> str:
        if self.rules.next_leader == "rotate":
            return "leads (the seat after the last hand's leader)"
        return "leads (it dominoed last hand)"

    @staticmethod
    def _check_deal(hands, boneyard, n, k):
        if not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise IllegalMoveError(f"a deal needs {n} hands")
        if boneyard is None:
            raise IllegalMoveError("an explicit deal needs its boneyard too")
        seen = 0
        hand_lists = []
        for s, h in enumerate(hands):
            h = [t for t in h]
            if len(h) != k:
                raise IllegalMoveError(f"seat {s} has {len(h)} tiles; the deal is {k} each")
            hand_lists.append(h)
        bone = list(boneyard)
        if len(bone) != N_TILES - n * k:
            raise IllegalMoveError(f"the boneyard has {len(bone)} tiles; it must have "
                                   f"{N_TILES - n * k}")
        for t in [t for h in hand_lists for t in h] + bone:
            if type(t) is not int or not 0 <= t < N_TILES:
                raise IllegalMoveError(f"{shown(t)} is not a tile")
            if seen >> t & 1:
                raise IllegalMoveError(f"{NAME[t]} is dealt twice")
            seen |= 1 << t
        if seen != ALL_TILES_MASK:  # pragma: no cover - implied by the counts above
            raise IllegalMoveError("the deal is not the whole set")
        return hand_lists, bone

    # -- playing --------------------------------------------------------------
    def play(self, move) -> list:
        """Play ``move`` (a :class:`Move` or its notation) for the player to move.

        Returns the events it produced: the ``Play``, then any forced ``Draw``
        and ``Pass`` of the next players, ``HandEnd`` and ``GameEnd``.

        Raises :class:`InvalidNotationError` for bad notation and
        :class:`IllegalMoveError` (with the reason) for a move the rules forbid.
        """
        if isinstance(move, str):
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise IllegalMoveError(f"{shown(move)} is not a move")
        code = move.code
        self.check(code)
        events: list = []
        self._save()
        self._advance(code, events)
        if self.log is not None:
            self.log.extend(events)
        return events

    push = play

    def check(self, code: int) -> None:
        """Raise :class:`IllegalMoveError` saying why move ``code`` is illegal; else return."""
        if self.phase != PLAY:
            raise IllegalMoveError("the game is over" if self.phase == OVER else
                                   "no hand is in progress: deal the next hand")
        if code in self.legal_codes():
            return
        mv = Move.from_code(code)
        tile = code >> 8
        seat = self.turn
        self.layout.check(code)
        if not self.hands[seat] >> tile & 1:
            raise IllegalMoveError(f"{mv}: {NAME[tile]} is not in seat {seat}'s hand")
        if self.drawn >= 0 and tile != self.drawn:  # pragma: no cover - old tiles never fit
            raise IllegalMoveError(f"{mv}: seat {seat} drew {NAME[self.drawn]} and must play it")
        raise IllegalMoveError(f"{mv}: not legal now")  # pragma: no cover

    def push_code(self, code: int) -> None:
        """Play a move code known to be legal, without building events (for search)."""
        self._save()
        self._advance(code, None)

    def _advance(self, code: int, ev) -> None:
        seat = self.turn
        lay = self.layout
        total = lay.apply(code)
        self.moves.append(code)
        self.hands[seat] &= ~(1 << (code >> 8))
        self.drawn = -1
        rules = self.rules
        points = total // rules.points_divisor if total > 0 and total % 5 == 0 else 0
        scores = self.scores
        if points:
            e = seat & 1 if self.teams else seat
            scores[e] += points
            if scores[e] >= self.target:
                self.phase = OVER
                self.winner = e
                if ev is not None:
                    sc = tuple(scores)
                    ev.append(Play(seat, Move.from_code(code), total, points, sc))
                    ev.append(GameEnd(e, sc))
                return
        if ev is not None:
            ev.append(Play(seat, Move.from_code(code), total, points, tuple(scores)))
        hands = self.hands
        if not hands[seat]:
            self._end_hand("domino", seat, ev)
            return
        n = self.players
        pm = lay.open_pips()
        wa = WITH_ANY[pm]
        s = seat + 1 if seat + 1 < n else 0
        bone = self.boneyard
        while not hands[s] & wa:
            if self.bone_ptr < len(bone):
                kept = False
                while self.bone_ptr < len(bone):
                    t = bone[self.bone_ptr]
                    self.bone_ptr += 1
                    hands[s] |= 1 << t
                    if ev is not None:
                        ev.append(Draw(s, t))
                    if (1 << t) & wa:
                        self.drawn = t
                        break
                    kept = True
                self.void[s] = pm if kept else self.void[s] | pm
                if self.drawn >= 0:
                    break
            for h in hands:
                if h & wa:
                    break
            else:
                self._end_hand("blocked", None, ev)
                return
            self.void[s] |= pm
            if ev is not None:
                ev.append(Pass(s))
            s = s + 1 if s + 1 < n else 0
        self.turn = s

    def _end_hand(self, how: str, seat, ev) -> None:
        n = self.players
        pips = [mask_pips(h) for h in self.hands]
        change = [0] * len(self.scores)
        winner_entry = None
        if self.rules.settlement == "deduct":
            for s in range(n):
                change[self.seat_entry(s)] -= round5(pips[s])
        else:
            if how == "blocked":
                low = min(pips)
                if pips.count(low) == 1:
                    seat = pips.index(low)
            if seat is not None:
                others = sum(pips) - pips[seat]
                change[seat] = round5(others) // 5
                winner_entry = seat
        for i, c in enumerate(change):
            self.scores[i] += c
        self.last_end = (how, seat)
        self.phase = DEAL
        self.turn = -1
        if ev is not None:
            ev.append(HandEnd(how, seat, tuple(pips), tuple(change), tuple(self.scores),
                              tuple(tuple(mask_tiles(h)) for h in self.hands)))
        if winner_entry is not None and self.scores[winner_entry] >= self.target:
            self.phase = OVER
            self.winner = winner_entry
            if ev is not None:
                ev.append(GameEnd(winner_entry, tuple(self.scores)))

    # -- helpers ------------------------------------------------------------
    def copy(self, log: bool = False) -> Game:
        """An independent copy of the current position (no undo history)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.layout = self.layout.copy()
        g.hands = list(self.hands)
        g.boneyard = list(self.boneyard)
        g.moves = list(self.moves)
        g.void = list(self.void)
        g.scores = list(self.scores)
        g.deals = [dict(d) for d in self.deals]
        if g.deals:
            g.deals[-1]["moves"] = g.moves
        g.log = list(self.log) if (log and self.log is not None) else None
        g._stack = []
        return g

    def view(self, seat: int):
        """What ``seat`` may see: see :class:`engine.view.PlayerView`."""
        from .view import PlayerView
        return PlayerView.of(self, seat)

    def to_record(self) -> dict:
        """This game as a ``sniff-record/1`` document (see :mod:`engine.record`)."""
        return game_to_record(self)

    def __repr__(self):
        return (f"<Game {self.rules.name} {self.players}p hand {self.hand_no} {self.phase} "
                f"turn {self.turn} scores {self.scores}>")


