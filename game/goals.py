"""Goals: the achievements a Sniff player works towards, read from the games they finish.

Every goal is worked out from what the game already records: the engine's record of
a finished game (its plays and hand ends, replayed by :func:`engine.record.replay_record`),
the statistics' win streak, the tutorial's progress, and the daily deal's game id. No
flag is ever set by hand. Games played with undo ("assisted") count towards nothing,
as they set no records in the statistics.

The goals are kept with the statistics (``stats.json``'s ``"goals"`` entry, written in
the same atomic write as the game's counts, so a game never counts twice)::

    {"progress": {"domino10": 4, "play30": 22},
     "earned": {"first_win": "2026-11-30"},
     "daily": {"date": "2026-11-30", "best": 35, "played": 2},
     "daily_streak": {"current": 3, "best": 5, "last": "2026-11-30"}}

``progress`` is a count (hands gone out, games won) or a best figure (the most points
in one play); a goal is earned the first time its progress reaches its target.
``daily`` is the day's best result in the daily deal (see :mod:`game.daily`);
``daily_streak`` the days in a row with a daily deal won (``last``: the latest such day;
absent until one is won).
"""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass

from engine.events import Deal, GameEnd, HandEnd, Play
from engine.layout import Layout

from .i18n import N_

__all__ = ["Goal", "GOALS", "GoalBook", "game_facts", "DAILY_PREFIX", "daily_date_of"]

#: A daily deal's game id starts with this, then its date: ``daily-2026-11-30-1a2b3c4d``.
DAILY_PREFIX = "daily-"
_LEVEL_ORDER = ("easy", "medium", "hard", "expert")
_MAX = 10**9


@dataclass(frozen=True)
class Goal:
    """``kind``: "add" (progress counts up) or "best" (progress is the best figure)."""
    id: str
    name: str
    line: str
    icon: str
    target: int = 1
    kind: str = "add"


GOALS = (
    Goal("first_win", N_("First win"), N_("Win a game"), "star"),
    Goal("domino", N_("Domino!"), N_("Go out first in a hand"), "domino"),
    Goal("sniff_points", N_("Sniffed out"), N_("Score points with the sniff"), "sniff"),
    Goal("play20", N_("Twenty"), N_("Score 20 in one play"), "twenty", 20, "best"),
    Goal("play30", N_("Thirty"), N_("Score 30 in one play"), "thirty", 30, "best"),
    Goal("hand60", N_("Big hand"), N_("Score 60 in one hand"), "hand", 60, "best"),
    Goal("beat_medium", N_("Contender"), N_("Win a game against Medium bots"),
         "medal2"),
    Goal("beat_hard", N_("Giant killer"), N_("Win a game against Hard bots"), "medal3"),
    Goal("partners", N_("Partners"), N_("Win a 4-player game with your partner"), "pair"),
    Goal("sniff61", N_("Sixty-one"), N_("Win a game of Sniff 61"), "sixtyone"),
    Goal("streak3", N_("Hat trick"), N_("Win 3 games in a row"), "streak", 3, "best"),
    Goal("domino10", N_("Quick hands"), N_("Go out first in 10 hands"), "domino", 10),
    Goal("games10", N_("Regular"), N_("Finish 10 games"), "cards", 10),
    Goal("wins25", N_("Veteran"), N_("Win 25 games"), "crown", 25),
    Goal("daily", N_("Daily player"), N_("Finish a daily deal"), "sun"),
    Goal("tutorial", N_("Student"), N_("Finish the tutorial"), "book"),
)
_BY_ID = {g.id: g for g in GOALS}


def daily_date_of(game_id) -> str | None:
    """The date of a daily deal's game id (``"2026-11-30"``), or None."""
    if not isinstance(game_id, str) or not game_id.startswith(DAILY_PREFIX):
        return None
    date = game_id[len(DAILY_PREFIX):len(DAILY_PREFIX) + 10]
    parts = date.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts) or len(date) != 10:
        return None
    return date


def _count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _MAX


def game_facts(record: dict, config, human: int, human_entry: int, won: bool) -> dict:
    """What one finished game did towards the goals, read from its engine ``record``:
    ``{goal id: figure}`` (a count to add, or a best figure for "best" goals)."""
    from engine.record import replay_record

    events: list = []
    replay_record(record, events.append)
    best_play = best_hand = dominoes = sniffs = 0
    hand = 0
    human_seat = human
    layout = Layout(config.ruleset == "sniff61")
    for ev in events:
        if isinstance(ev, Deal):
            hand, layout = 0, Layout(config.ruleset == "sniff61")
        elif isinstance(ev, Play):
            layout.apply(ev.move.code)
            mine = ev.seat == human_seat
            if mine and ev.points > 0:
                best_play = max(best_play, ev.points)
                if counts_the_sniff(layout):
                    sniffs += 1
            if ev.points and _entry(config, ev.seat) == human_entry:
                hand += ev.points
        elif isinstance(ev, HandEnd):
            hand += max(0, ev.change[human_entry])
            best_hand = max(best_hand, hand)
            if ev.how == "domino" and ev.seat == human_seat:
                dominoes += 1
        elif isinstance(ev, GameEnd):  # a game won mid-hand: that hand counts too
            best_hand = max(best_hand, hand)
    levels = [config.level(s) for s in range(config.players) if s != human]
    weakest = min((_LEVEL_ORDER.index(v) if v in _LEVEL_ORDER else 0) for v in levels)
    facts = {"games10": 1, "play20": best_play, "play30": best_play, "hand60": best_hand,
             "domino": dominoes, "domino10": dominoes, "sniff_points": sniffs}
    if won:
        facts.update(first_win=1, wins25=1)
        if weakest >= 1:
            facts["beat_medium"] = 1
        if weakest >= 2:
            facts["beat_hard"] = 1
        if config.players == 4 and config.ruleset == "american":
            facts["partners"] = 1
        if config.ruleset == "sniff61":
            facts["sniff61"] = 1
    return facts


def counts_the_sniff(layout: Layout) -> bool:
    """Whether the layout's total (just scored) counts the sniff: the sniff counted
    whole, one of its open branches, or (Sniff 61) one of its side tiles."""
    if layout.sniff < 0:
        return False
    sides = {tile for tile, _value in layout.dead}
    return any(tile == layout.sniff or tile in sides
               for tile, value in layout.counted_ends() if value)


def _entry(config, seat: int) -> int:
    """A seat's score entry: its team (seat % 2) in 4-player American Sniff."""
    return seat % 2 if config.players == 4 and config.ruleset == "american" else seat


class GoalBook:
    """The player's goals: progress, the ones earned (with the date), the daily deal."""

    def __init__(self):
        self.progress: dict[str, int] = {}
        self.earned: dict[str, str] = {}
        #: The latest daily deal played: {"date", "best", "played"} (empty: never).
        self.daily: dict = {}
        #: Days in a row with a daily deal won: {"current", "best", "last"} (empty: none).
        self.daily_streak: dict = {}

    # -- reading ---------------------------------------------------------------
    def value(self, goal_id: str) -> int:
        return self.progress.get(goal_id, 0)

    def is_earned(self, goal_id: str) -> bool:
        return goal_id in self.earned

    def rows(self) -> list[tuple[Goal, int, str | None]]:
        """``(goal, progress capped at its target, date earned or None)``, earned first."""
        rows = [(g, min(self.value(g.id), g.target), self.earned.get(g.id)) for g in GOALS]
        return sorted(rows, key=lambda r: r[2] is None)

    def daily_best(self, date: str) -> int | None:
        """The best daily-deal result on ``date`` (None: not played that day)."""
        return self.daily.get("best") if self.daily.get("date") == date else None

    def daily_streak_on(self, date: str) -> int:
        """The days in a row with a daily deal won, as it stands on ``date``: kept while
        its last win was that day or the day before, else broken (0)."""
        last = self.daily_streak.get("last")
        if last is None:
            return 0
        return self.daily_streak["current"] if last in (date, _day_before(date)) else 0

    # -- recording -------------------------------------------------------------
    def record_daily_win(self, date: str) -> None:
        """A daily deal of ``date`` won: the streak grows by a day (once a day), or starts
        again at 1 after a day missed."""
        last = self.daily_streak.get("last")
        if last is not None and date <= last:
            return  # that day counted already (or an older deal finished late)
        n = self.daily_streak["current"] + 1 if last == _day_before(date) else 1
        self.daily_streak = {"current": n, "best": max(n, self.daily_streak.get("best", 0)),
                             "last": date}

    def add(self, facts: dict, today: str | None = None) -> list[str]:
        """Add one game's ``facts`` (see :func:`game_facts`); return the goals earned now."""
        for goal_id, v in facts.items():
            goal = _BY_ID.get(goal_id)
            if goal is None or not _count(v):
                continue
            old = self.value(goal_id)
            self.progress[goal_id] = min(_MAX, old + v if goal.kind == "add" else max(old, v))
        return self._check(today)

    def _check(self, today: str | None) -> list[str]:
        today = today or time.strftime("%Y-%m-%d")
        new = [g.id for g in GOALS
               if g.id not in self.earned and self.value(g.id) >= g.target]
        for goal_id in new:
            self.earned[goal_id] = today
        return new

    def record_daily(self, date: str, result: int) -> None:
        """Keep a finished daily deal's ``result`` (your score less the other's)."""
        if self.daily.get("date") == date:
            self.daily = {"date": date, "best": max(self.daily["best"], result),
                          "played": self.daily["played"] + 1}
        elif not self.daily or date > self.daily.get("date", ""):
            self.daily = {"date": date, "best": result, "played": 1}

    def reset(self) -> None:
        self.progress.clear()
        self.earned.clear()
        self.daily = {}
        self.daily_streak = {}

    @property
    def empty(self) -> bool:
        return not (self.progress or self.earned or self.daily or self.daily_streak)

    # -- files -------------------------------------------------------------------
    def to_json(self) -> dict:
        doc = {"progress": dict(self.progress), "earned": dict(self.earned),
               "daily": dict(self.daily)}
        if self.daily_streak:
            doc["daily_streak"] = dict(self.daily_streak)
        return doc

    @classmethod
    def from_json_checked(cls, data) -> tuple[GoalBook, str | None]:
        """``(book, problem)``: the valid parts of ``data``; ``problem`` names the bad
        ones (None if nothing was wrong)."""
        book = cls()
        if not isinstance(data, dict):
            return book, "goals"
        bad = False
        progress = data.get("progress", {})
        if isinstance(progress, dict):
            for k, v in progress.items():
                if k in _BY_ID and _count(v):
                    book.progress[k] = v
                else:
                    bad = True
        else:
            bad = True
        earned = data.get("earned", {})
        if isinstance(earned, dict):
            for k, v in earned.items():
                if k in _BY_ID and isinstance(v, str) and len(v) <= 32:
                    book.earned[k] = v
                else:
                    bad = True
        else:
            bad = True
        daily = data.get("daily", {})
        if daily == {}:
            pass
        elif (isinstance(daily, dict) and set(daily) == {"date", "best", "played"}
              and daily_date_of(DAILY_PREFIX + str(daily["date"])) == daily["date"]
              and isinstance(daily["best"], int) and not isinstance(daily["best"], bool)
              and abs(daily["best"]) <= _MAX and _count(daily["played"])):
            book.daily = dict(daily)
        else:
            bad = True
        streak = data.get("daily_streak", {})
        if streak == {}:
            pass
        elif (isinstance(streak, dict) and set(streak) == {"current", "best", "last"}
              and daily_date_of(DAILY_PREFIX + str(streak["last"])) == streak["last"]
              and _count(streak["current"]) and _count(streak["best"])
              and 1 <= streak["current"] <= streak["best"] <= _MAX):
            book.daily_streak = dict(streak)
        else:
            bad = True
        return book, ("goals" if bad else None)


def _day_before(date: str) -> str:
    """The day before ``date`` (``YYYY-MM-DD``; "" for a date that does not parse)."""
    try:
        return (datetime.date.fromisoformat(date) - datetime.timedelta(days=1)).isoformat()
    except ValueError:
        return ""
