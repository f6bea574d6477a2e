"""The play scene's way to the disk: autosave after every move, statistics at game over.

The scene never hands itself over; it hands a :class:`Snapshot`, plain data
taken at the moment of the move::

    snap = Snapshot.of(game, config, game_id=table.game_id, assisted=...,
                       best_play=..., best_hand=...)
    ticket = persistence.save_move(snap)   # after every engine step
    ...                                    # the move flies
    ticket.done or ticket.wait(2.0)        # before its landing beat is shown:
                                           # "a move the player has seen land is on disk"
    ...
    persistence.finish_game(snap, game.outcome)   # once the game is over

:meth:`Persistence.finish_game` is idempotent and crash-safe: the statistics
count each game id at most once (``Stats.record_game_once`` remembers the ids
it counted, on disk, in the same atomic write as the counts), and the autosave is
removed only after that write is on disk. A crash before the statistics are
written leaves the save, and Continue counts the game then; a crash between
the two writes leaves a save whose id is already counted, and Continue only
removes it. No order of crashes counts a game twice or loses one.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass

from .config import GameConfig
from .save_writer import Ticket
from .saves import FORMAT, config_json, legacy_game_id

__all__ = ["Snapshot", "Ticket", "DONE", "Persistence", "new_game_id", "legacy_game_id"]

#: A ticket that is already done (nothing to write: demo games, no saves).
DONE = Ticket()


def new_game_id() -> str:
    """A fresh id for a new game."""
    return uuid.uuid4().hex


@dataclass(frozen=True)
class Snapshot:
    """Everything a save and the statistics need, as data (never a scene).

    ``record`` is the engine's ``Game.to_record()`` at the engine's position
    (never the animation's); ``seed`` the engine's seed (the hands dealt after
    Continue are the ones the game would have dealt); ``human`` the human's
    seat (None: bots only, nothing is saved or counted) and ``human_entry``
    their score entry (their team in 4-player American Sniff); ``best_play``
    the human's best single play so far as ``(points, notation)``;
    ``best_hand`` the most points they scored in one hand; ``assisted``: undo
    was used (counted apart, sets no records).
    """

    config: GameConfig
    record: dict
    seed: int
    game_id: str
    human: int | None = 0
    human_entry: int | None = 0
    assisted: bool = False
    best_play: tuple | None = None
    best_hand: int = 0

    @classmethod
    def of(cls, game, config: GameConfig, *, game_id: str, assisted: bool = False,
           best_play: tuple | None = None, best_hand: int = 0) -> Snapshot:
        """The snapshot of ``game`` (an engine ``Game``) played with ``config``."""
        human = config.human
        return cls(config=config, record=game.to_record(), seed=game.seed, game_id=game_id,
                   human=human, human_entry=None if human is None else game.seat_entry(human),
                   assisted=bool(assisted),
                   best_play=None if best_play is None else tuple(best_play),
                   best_hand=int(best_hand or 0))

    def save_doc(self) -> dict:
        """The ``sniff-save/1`` document of this snapshot (see :mod:`game.saves`)."""
        return {
            "format": FORMAT,
            "record": self.record,
            "config": config_json(self.config),
            "screen": {"assisted": self.assisted, "seed": self.seed, "game_id": self.game_id,
                       "saved": time.strftime("%Y-%m-%d %H:%M:%S")},
        }


class Persistence:
    """``app.persistence``: autosave and statistics for the play scene.

    ``saves`` is the app's :class:`game.saves.Saves` (None: nothing is saved);
    ``stats`` a callable returning the app's :class:`game.stats.Stats` or None
    (looked up at game over: the statistics screen may load them later).
    """

    def __init__(self, saves=None, stats=None):
        self.saves = saves
        self._stats = stats or (lambda: None)

    def save_move(self, snap: Snapshot) -> Ticket:
        """Save the game after an engine step (a deal, a play and what it forced, an
        undo). Returns at once; the :class:`Ticket` says when it is on disk."""
        if self.saves is None or snap.human is None:
            return DONE
        return self.saves.save_doc_async(snap.save_doc())

    def finish_game(self, snap: Snapshot, outcome) -> bool:
        """The game is over: count it in the statistics (at most once per
        ``snap.game_id``), then remove the autosave. Returns True if it was counted
        now (False: already counted, a demo, or no statistics). Never raises.

        Order: statistics on disk first, then the save removed. If the statistics
        cannot be written, the save is kept, so the result is not lost (Continue
        counts it later)."""
        if snap.human is None:
            return False
        stats = self._stats()
        counted = False
        written = True
        if stats is not None and outcome is not None:
            try:
                counted, problem = stats.record_game_once(
                    snap.game_id, snap.config, outcome, snap.human_entry, snap.best_play,
                    snap.best_hand, snap.assisted, record=snap.record)
                written = problem is None
            except (OSError, ValueError, TypeError, AttributeError):
                written = False
        if self.saves is not None and written:
            self.saves.clear()
        return counted

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every save asked for is on disk."""
        return self.saves is None or self.saves.flush(timeout)


# -- the coach's reviews (issue 14) ------------------------------------------------------
#: The reviews file keeps at most this many hands (the oldest go first).
REVIEWS_KEPT = 400
#: Part of every review's key: raised when what a review keeps changes, so that an
#: older review is made again rather than shown (2: only real choices are kept; 3: the
#: values are points alone, without Hard's bonus for a game won in a rollout).
REVIEW_RULES = 3
REVIEWS_FORMAT = "sniff-reviews/1"
#: The most of reviews.json that is read (a larger file is set aside, kept).
REVIEWS_MAX_BYTES = 512 * 1024
#: A write keeps the file under this (the oldest hands go first): the read cap with a
#: quarter to spare, so that no number of hands reviewed makes the file unreadable.
REVIEWS_WRITE_BYTES = REVIEWS_MAX_BYTES * 3 // 4
#: A review key is :func:`review_key`'s 32 hex digits; anything much longer is not one.
_KEY_MAX = 64


def review_key(record: dict, seat: int, hand: int, depth: int) -> str:
    """The cache key of a review: the record up to the end of ``hand`` (later hands do
    not change it), the seat reviewed, the evaluator's depth and :data:`REVIEW_RULES`."""
    import hashlib
    import json

    doc = dict(record, hands=list(record.get("hands", []))[:hand + 1])
    text = json.dumps([doc, seat, hand, depth, REVIEW_RULES], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def valid_review(key, entry) -> bool:
    """A cached review as :meth:`ReviewCache.put` writes it: its decisions each a
    :class:`engine.bots.review.Decision` (move codes in range), its loss a number."""
    from engine.bots.review import Decision

    if not (isinstance(key, str) and 0 < len(key) <= _KEY_MAX and isinstance(entry, dict)):
        return False
    decisions, lost = entry.get("decisions"), entry.get("lost", 0)
    if not isinstance(decisions, list) or not (
            isinstance(lost, (int, float)) and not isinstance(lost, bool)):
        return False
    try:
        for d in decisions:
            Decision.from_json(d)
    except ValueError:
        return False
    return True


class ReviewCache:
    """``reviews.json`` in the data folder: each reviewed hand's decisions (as
    ``engine.bots.review.Decision.to_json`` dicts) by :func:`review_key`, so that
    reopening a review is instant -- for a game in progress, a finished one or an
    exported record alike -- and the points lost per hand, in the order reviewed
    (the statistics' "points lost per hand"). ``path=None``: kept in memory only.

    A bad file (not JSON, too large, wrongly typed: ``[]``, ``null``,
    ``{"hands": [1, 2, 3]}``) is set aside (renamed, kept, with a message) and the
    cache starts empty; a file with some invalid reviews is set aside too and
    written again with the valid ones. Every write stays under
    :data:`REVIEWS_WRITE_BYTES` (the oldest hands go first)."""

    def __init__(self, path=None):
        self.path = path
        self.hands: dict = {}
        self.loaded = path is None

    @classmethod
    def default(cls) -> ReviewCache:
        from . import storage
        return cls(storage.data_dir() / "reviews.json")

    def _load(self) -> None:
        if self.loaded:
            return
        self.loaded = True
        from . import storage
        from .i18n import N_, _
        data, _problem = storage.read_json(self.path, REVIEWS_MAX_BYTES, "reviews")
        if data is None:
            return  # missing, or bad and set aside already
        hands = data.get("hands") if isinstance(data, dict) else None
        if not isinstance(hands, dict):
            why = (_("wrongly typed ({fields})").format(fields="hands")
                   if isinstance(data, dict) else _("wrongly typed (not an object)"))
            storage.report(storage.set_aside(self.path, why, "reviews"))
            return
        self.hands = {k: v for k, v in hands.items() if valid_review(k, v)}
        if len(self.hands) < len(hands):
            storage.report(storage.set_aside(
                self.path, _("partly invalid ({fields})").format(fields="hands"), "reviews",
                N_("The invalid entries were dropped")))
            self._write()

    def get(self, key: str) -> list | None:
        """The cached decision dicts of ``key``, or None."""
        self._load()
        entry = self.hands.get(key)
        return None if entry is None else list(entry["decisions"])

    def put(self, key: str, decisions: list, lost: float) -> str | None:
        """Keep a finished review; returns a problem message if it could not be written."""
        self._load()
        import time
        self.hands.pop(key, None)
        self.hands[key] = {"decisions": list(decisions), "lost": round(float(lost), 1),
                           "when": time.strftime("%Y-%m-%d %H:%M")}
        while len(self.hands) > REVIEWS_KEPT:
            self.hands.pop(next(iter(self.hands)))
        return self._write()

    def _doc(self) -> dict:
        return {"format": REVIEWS_FORMAT, "hands": self.hands}

    def _bound(self) -> None:
        """Drop the oldest hands until the file as written fits :data:`REVIEWS_WRITE_BYTES`."""
        import json

        def size(obj) -> int:  # as storage.atomic_write_json writes it (indent=None)
            return len(json.dumps(obj, ensure_ascii=False).encode("utf-8")) + 1

        over = size(self._doc()) - REVIEWS_WRITE_BYTES
        while over > 0 and self.hands:
            key = next(iter(self.hands))
            over -= size({key: self.hands.pop(key)}) - 2  # less the braces
        while self.hands and size(self._doc()) > REVIEWS_WRITE_BYTES:  # estimates fell short
            self.hands.pop(next(iter(self.hands)))

    def _write(self) -> str | None:
        if self.path is None:
            return None
        from . import storage
        try:
            self._bound()
            storage.atomic_write_json(self.path, self._doc(), indent=None)
        except (OSError, ValueError, TypeError) as e:
            return str(e)
        return None

    def losses(self) -> list[float]:
        """Points lost per reviewed hand, oldest first."""
        self._load()
        out = []
        for v in self.hands.values():
            x = v.get("lost")
            if isinstance(x, (int, float)) and not isinstance(x, bool) and 0 <= x < 1e6:
                out.append(float(x))
        return out
